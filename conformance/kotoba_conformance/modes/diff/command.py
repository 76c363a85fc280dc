"""`kotoba-conformance diff`: the command line, registered beside the other modes.

Kept apart from the comparison so that registering the command imports nothing heavy."""

from __future__ import annotations

import argparse
from typing import Any

__all__ = ["DEFAULT_PROGRAMS", "register"]

DEFAULT_PROGRAMS = 16
"""Programs compared by default: the run's generated programs (`programs.generate.cases`) the
implementations can all take, then more drawn from the same seed. About a second each for two
implementations in process, more when a difference is shrunk."""


def _command_spec(value: str) -> str:
    from kotoba_conformance.contract.loading import command_spec  # noqa: PLC0415

    return command_spec(value)


def _diff(args: argparse.Namespace) -> int:
    from kotoba_conformance.modes.diff import main  # noqa: PLC0415 (see the module docstring)

    return main.main(args)


def register(commands: Any) -> None:
    """Add `diff` to the CLI's subparsers."""
    diff = commands.add_parser(
        "diff",
        help="where implementations differ: the same generated programs run on each, every "
        "difference explained or printed as a scenario",
        description="Run the same generated programs on each implementation and compare, step "
        "by step, what a caller can observe: replies, results, files, the prompt, searches and "
        "the conversation log. The first implementation is the baseline. A difference an open "
        "point allows (contract/open_points.md) is counted under its resolution; one an adapter "
        "declares a known failure, under it; any other is shrunk and printed as a Gherkin "
        "scenario. Exit 0 when no difference is unexplained, 1 otherwise.",
    )
    diff.add_argument(
        "--adapter",
        dest="implementations",
        action="append",
        default=[],
        metavar="ADAPTER",
        help="registered name or module:factory (repeatable; two at least, with the commands)",
    )
    diff.add_argument(
        "--adapter-command",
        dest="implementations",
        action="append",
        type=_command_spec,
        metavar="CMD",
        help="a program speaking the stdio protocol, as for run (repeatable)",
    )
    diff.add_argument(
        "--programs",
        type=int,
        default=DEFAULT_PROGRAMS,
        help=f"programs compared (default {DEFAULT_PROGRAMS})",
    )
    diff.add_argument(
        "--seed", default=None, help="the programs' seed (default: the run's, programs.generate)"
    )
    diff.add_argument(
        "--json", metavar="PATH", help="also write the report as JSON (reports/diff.schema.json)"
    )
    diff.set_defaults(handler=_diff)
