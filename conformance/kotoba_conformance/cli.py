"""`kotoba-conformance`: run the shipped features against an adapter, or list the clauses.

User mistakes (an unknown clause, a missing pytest-xdist, an adapter that cannot be loaded) end
the command with one line on stderr and a non-zero exit, never a traceback."""

from __future__ import annotations

import argparse
import importlib.util
import os
import sys
import textwrap
from collections.abc import Sequence

import pytest

from kotoba_conformance.contract import catalogue
from kotoba_conformance.contract.loading import command_spec, registered
from kotoba_conformance.contract.locations import STEPS_DIR, features_dir
from kotoba_conformance.modes import commands as modes

PROG = "kotoba-conformance"
USAGE_ERROR = 2
CONTRACT_SUMMARY = """\
An adapter is `module:factory` (or a name registered in the entry-point group
kotoba_conformance.adapters); the current directory is importable, as under
`python -m`. The factory returns an object with
  capabilities() -> list[str]        facts and prompt are required
  open(spec) -> System               spec = {"env": {...}, "clone_root"?: str}
and each System has memory_dir, memory_write, write_fact, memory_recall,
facts_for_prompt, delete_topic and close, plus the methods of each capability
it claims. Optionally known_failures() -> list[str]: clause ids it knows it
fails. The whole contract: kotoba_conformance/contract/adapter.py.
Any language: --adapter-command "CMD ARGS" runs a program speaking the
contract as JSON lines on stdin/stdout (docs/stdio.md)."""


class UserError(Exception):
    """A mistake in the command line: reported in one line, exit status 2."""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG,
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
        "--adapter-command",
        metavar="CMD",
        help='an implementation speaking the stdio protocol, e.g. "node examples/node/adapter.js"',
    )
    run.add_argument(
        "--validate-protocol",
        action="store_true",
        help="check every stdio message both ways against the protocol's schemas",
    )
    run.add_argument(
        "--adapter-timeout", metavar="SECONDS", help="wait this long for each stdio answer"
    )
    run.add_argument(
        "--clause",
        action="append",
        default=[],
        metavar="IDS",
        help="only scenarios tagged with these clauses: comma-separated, any case, repeatable "
        "(--clause write-2,WRITE-4 --clause STORE-1)",
    )
    run.add_argument(
        "--json", "--report-json", metavar="PATH", help="also write the report as JSON (schema'd)"
    )
    run.add_argument(
        "--markdown", "--report-markdown", metavar="PATH", help="also as Markdown, for CI"
    )
    run.add_argument("--junit", "--report-junit", metavar="PATH", help="also as JUnit XML")
    run.add_argument(
        "--cucumber", "--report-cucumber", metavar="PATH", help="also as Cucumber JSON"
    )
    run.add_argument(
        "--html", "--report-html", metavar="PATH", help="also the features as one HTML page"
    )
    run.add_argument(
        "--strict", action="store_true", help="optional scenarios that fail fail the run too"
    )
    run.add_argument(
        "-n", "--workers", metavar="N", help="run scenarios in N processes, or auto (pytest-xdist)"
    )
    run.add_argument(
        "-v",
        "--verbose",
        action="store_true",
        help="failures in full (tracebacks, the scenario's world) and known failures' details",
    )
    run.add_argument(
        "--debug", action="store_true", help="the traceback of an adapter that cannot be loaded"
    )
    run.add_argument("pytest_args", nargs="*", help="passed to pytest after --")
    modes.register(commands)
    clauses = commands.add_parser("clauses", help="list the clauses, or print some in full")
    clauses.add_argument("ids", nargs="*", metavar="ID", help="print these clauses in full")
    clauses.add_argument("--full", action="store_true", help="every clause's whole text")
    commands.add_parser("adapters", help="list the registered adapters")
    return parser


def pytest_arguments(args: argparse.Namespace) -> list[str]:
    """The pytest command line for a run: the shipped steps, no user configuration files."""
    adapter = command_spec(args.adapter_command) if args.adapter_command else args.adapter
    command = [
        str(STEPS_DIR),
        f"--rootdir={STEPS_DIR}",
        f"--config-file={STEPS_DIR / 'pytest.ini'}",
        f"--kotoba-adapter={adapter}",
        "-p", "no:cacheprovider",
        "-p", "no:hypothesispytest",  # hypothesis' plugin costs a second and checks nothing here
        "-q", "--no-header", "-rN",  # the report below replaces pytest's short summary
    ]  # fmt: skip
    command += [f"--kotoba-clause={clause}" for clause in selected_clauses(args.clause)]
    command += ["--tb=short", "--kotoba-verbose"] if args.verbose else ["--tb=no"]
    reports = {
        "--kotoba-report-json": args.json,
        "--kotoba-report-markdown": args.markdown,
        "--kotoba-report-junit": args.junit,
        "--kotoba-report-html": args.html,
        "--cucumber-json": args.cucumber,  # pytest-bdd's own
    }
    command += [f"{option}={path}" for option, path in reports.items() if path]
    if args.strict:
        command.append("--kotoba-strict")
    if args.debug:
        command.append("--kotoba-debug")
    if args.validate_protocol:
        command.append("--kotoba-validate-protocol")
    if args.adapter_timeout:
        command.append(f"--kotoba-adapter-timeout={args.adapter_timeout}")
    if args.workers:
        if importlib.util.find_spec("xdist") is None:
            raise UserError(
                "-n needs pytest-xdist, which is not installed: pip install pytest-xdist"
            )
        command += ["-n", args.workers]
    return command + list(args.pytest_args)


def selected_clauses(values: list[str]) -> list[str]:
    try:
        return catalogue.select(values)
    except ValueError as error:
        raise UserError(f"--clause {error} (see: {PROG} clauses)") from error


def print_clauses(ids: list[str], full: bool) -> None:
    clauses = catalogue.clauses()
    if ids:
        try:
            chosen = catalogue.select(ids)
        except ValueError as error:
            raise UserError(f"clauses: {error}") from error
        for cid in chosen:
            clause = clauses[cid]
            print(f"{clause.id} ({clause.capability}, {clause.section})")
            print(textwrap.fill(clause.text, 100, initial_indent="  ", subsequent_indent="  "))
        return
    for clause in clauses.values():
        text = clause.text if full else textwrap.shorten(clause.text, 90)
        print(f"{clause.id:<9} {clause.capability:<15} {text}")


def main(argv: Sequence[str] | None = None) -> int:
    try:
        return _main(argv)
    except UserError as error:
        print(f"{PROG}: {error}", file=sys.stderr)
        return USAGE_ERROR
    except BrokenPipeError:
        # The reader went away (`| head`): say nothing more, as a Unix tool does.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141


def _main(argv: Sequence[str] | None) -> int:
    args = _parser().parse_args(argv)
    if (handler := getattr(args, "handler", None)) is not None:
        return int(handler(args))
    if args.command == "clauses":
        print_clauses(args.ids, args.full)
        sys.stdout.flush()
        return 0
    if args.command == "adapters":
        for name, target in sorted(registered().items()):
            print(f"{name:<20} {target}")
        sys.stdout.flush()
        return 0
    try:
        features_dir()  # fail early, and clearly, when the features did not ship
    except FileNotFoundError as error:
        raise UserError(str(error)) from error
    return int(pytest.main(pytest_arguments(args)))


if __name__ == "__main__":
    sys.exit(main())
