"""`kotoba-conformance`: run the shipped features against an adapter, or list the clauses."""

from __future__ import annotations

import argparse
import sys
import textwrap
from collections.abc import Sequence

import pytest

from kotoba_conformance import catalogue, modes
from kotoba_conformance.loading import registered
from kotoba_conformance.locations import STEPS_DIR, features_dir

CONTRACT_SUMMARY = """\
An adapter is `module:factory` (or a name registered in the entry-point group
kotoba_conformance.adapters). The factory returns an object with
  capabilities() -> list[str]        facts and prompt are required
  open(spec) -> System               spec = {"env": {...}, "clone_root"?: str}
and each System has memory_dir, memory_write, write_fact, memory_recall,
facts_for_prompt, delete_topic and close, plus the methods of each capability
it claims. Optionally known_failures() -> list[str]: clause ids it knows it
fails. The whole contract: kotoba_conformance/adapter.py."""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="kotoba-conformance",
        description="Check an implementation of Kotoba's memory, clause by clause.",
        epilog=CONTRACT_SUMMARY,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("run", help="run the suite and print the per-clause report")
    run.add_argument(
        "--adapter",
        default="reference",
        help="registered name or module:factory (default: reference)",
    )
    run.add_argument(
        "--clause",
        action="append",
        default=[],
        metavar="ID",
        help="only scenarios tagged with this clause",
    )
    run.add_argument("--json", metavar="PATH", help="also write the report as JSON")
    run.add_argument(
        "-n", "--workers", metavar="N", help="run scenarios in N processes (needs pytest-xdist)"
    )
    run.add_argument("pytest_args", nargs="*", help="passed to pytest after --")
    modes.register(commands)
    commands.add_parser("clauses", help="list every clause with its capability")
    commands.add_parser("adapters", help="list the registered adapters")
    return parser


def pytest_arguments(args: argparse.Namespace) -> list[str]:
    """The pytest command line for a run: the shipped steps, no user configuration files."""
    command = [
        str(STEPS_DIR),
        f"--rootdir={STEPS_DIR}",
        f"--config-file={STEPS_DIR / 'pytest.ini'}",
        f"--kotoba-adapter={args.adapter}",
        "-p", "no:cacheprovider",
        "-p", "no:hypothesispytest",  # hypothesis' plugin costs a second and checks nothing here
        "-q", "--tb=short", "--no-header",
    ]  # fmt: skip
    command += [f"--kotoba-clause={clause}" for clause in args.clause]
    if args.json:
        command.append(f"--kotoba-report-json={args.json}")
    if args.workers:
        command += ["-n", args.workers]
    return command + list(args.pytest_args)


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if (handler := getattr(args, "handler", None)) is not None:
        return int(handler(args))
    if args.command == "clauses":
        for clause in catalogue.clauses().values():
            print(f"{clause.id:<9} {clause.capability:<15} {textwrap.shorten(clause.text, 90)}")
        return 0
    if args.command == "adapters":
        for name, target in sorted(registered().items()):
            print(f"{name:<20} {target}")
        return 0
    features_dir()  # fail early, and clearly, when the features did not ship
    return int(pytest.main(pytest_arguments(args)))


if __name__ == "__main__":
    sys.exit(main())
