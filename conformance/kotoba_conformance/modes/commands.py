"""The command lines of the modes beside `run` (`stress`, `fuzz`, `audit`), for the CLI to register.

Kept apart from the modes themselves so that `kotoba-conformance run` imports neither (nor
hypothesis) before pytest starts: a module imported early escapes pytest's assertion rewriting.
"""

from __future__ import annotations

import argparse
from typing import Any

from kotoba_conformance.modes.diff import command as diff_command


def _stress(args: argparse.Namespace) -> int:
    from kotoba_conformance.modes import stress  # noqa: PLC0415 (see the module docstring)

    return stress.main(args)


def _fuzz(args: argparse.Namespace) -> int:
    from kotoba_conformance.modes import fuzz  # noqa: PLC0415 (see the module docstring)

    return fuzz.main(args)


def _audit(args: argparse.Namespace) -> int:
    from kotoba_conformance.modes import audit  # noqa: PLC0415 (see the module docstring)

    return audit.main(args)


def _add_adapter_options(parser: argparse.ArgumentParser) -> None:
    """`--adapter` and `--adapter-command`, as for `run`. The CLI checks them once for every
    command that has them (an empty command, both at once: one-line errors) and hands the
    handler the one spec in `args.adapter`."""
    parser.add_argument(
        "--adapter", help="registered name or module:factory (default: the bundled reference)"
    )
    parser.add_argument(
        "--adapter-command",
        metavar="CMD",
        help="a program speaking the stdio protocol, as for run (docs/stdio.md)",
    )


def register(commands: Any) -> None:
    """Add `stress`, `fuzz`, `audit` and `diff` to the CLI's subparsers."""
    stress = commands.add_parser(
        "stress",
        help="many writers at once, and writers killed mid-write, for every store claimed",
        description="Racing writers and writers killed mid-write, for the fact store (STORE-8), "
        "the conversation log (SESS-1) and the visual store (VIS-3, VIS-4): checked for lost, "
        "duplicated and torn facts, turns and images. Details: kotoba_conformance/modes/stress.py.",
    )
    _add_adapter_options(stress)
    stress.add_argument("--processes", type=int, default=8, help="racing writers (default 8)")
    stress.add_argument(
        "--writes", type=int, default=100, help="facts, turns or images each writes (default 100)"
    )
    stress.add_argument("--kills", type=int, default=200, help="writers killed (default 200)")
    stress.add_argument("--seed", type=int, help="seed of the kill moments (default: random)")
    stress.add_argument(
        "--store",
        action="append",
        choices=["facts", "log", "visual"],
        help="only this store (repeatable; default: every store the adapter claims)",
    )
    stress.add_argument("--json", metavar="PATH", help="also write the summary as JSON")
    stress.set_defaults(handler=_stress)

    fuzz = commands.add_parser(
        "fuzz",
        help="hostile input at every claimed entry point, and the store state machine",
        description="Hostile input at every entry point the adapter claims, then the store "
        "state machine. Details: kotoba_conformance/modes/fuzz.py.",
    )
    _add_adapter_options(fuzz)
    fuzz.add_argument(
        "--examples", type=int, default=200, help="inputs per entry point (default 200)"
    )
    fuzz.add_argument(
        "--machine-runs", type=int, default=10, help="state machine programs (default 10)"
    )
    fuzz.add_argument("--seed", type=int, default=0, help="hypothesis seed (default 0)")
    fuzz.add_argument(
        "--entry",
        action="append",
        default=[],
        metavar="NAME",
        help="only this entry point, e.g. 'write_fact(topic)' (repeatable)",
    )
    fuzz.add_argument(
        "--adapter-timeout",
        type=float,
        metavar="SECONDS",
        help="wait this long for each stdio answer (default 30); a call taking longer is errored",
    )
    fuzz.add_argument(
        "--json", metavar="PATH", help="also write the summary as JSON (modes/fuzz.schema.json)"
    )
    fuzz.set_defaults(handler=_fuzz)

    audit = commands.add_parser(
        "audit",
        help="can a web page read or change what the settings app serves? (capability http)",
        description="Requests a web page could make a browser send to the settings app (a "
        "foreign or rebound Host, a foreign Origin, cross-site form bodies, preflights), each "
        "checked for what it read and changed. Not part of the conformance verdict: the "
        "documents say nothing of it. Details: kotoba_conformance/modes/audit.py.",
    )
    _add_adapter_options(audit)
    audit.add_argument("--json", metavar="PATH", help="also write the summary as JSON")
    audit.set_defaults(handler=_audit)
    diff_command.register(commands)
