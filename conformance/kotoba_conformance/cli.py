"""`kotoba-conformance`: run the shipped features against an adapter, list the clauses and the
resolutions, compare reports, tabulate them (`matrix`), and make a badge of one.

User mistakes (an unknown clause, a missing pytest-xdist, an adapter that cannot be loaded, a
report that cannot be written) end the command with one line on stderr and a non-zero exit,
never a traceback, and before anything runs. Nothing is guessed: every command taking an adapter
refuses an empty `--adapter-command` (an unset variable) and `--adapter` given with it, rather
than testing some other implementation than the one meant (`adapter_spec`)."""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import json
import os
import shlex
import sys
import tempfile
import textwrap
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

from kotoba_conformance.contract import catalogue
from kotoba_conformance.contract.loading import (
    BUNDLED,
    AdapterError,
    command_spec,
    registered,
    resolve,
)
from kotoba_conformance.contract.locations import STEPS_DIR, features_dir
from kotoba_conformance.modes import commands as modes
from kotoba_conformance.reports import badge, compare, destinations, matrix
from kotoba_conformance.site import command as site

PROG = "kotoba-conformance"
USAGE_ERROR = 2
DEFAULT_ADAPTER = BUNDLED
MOST_WORKERS = 4
"""The most processes a whole run spreads over by default. Each worker pays a start of its own
(Python, pytest, the collection of every scenario), and the longest scenarios (the races of
writer processes, the collector's slow model, the idle app) bound the run's tail: past this many
workers a run on a bigger machine gets heavier, not shorter (`benchmarks/suite_time.md`)."""
WAITING_WORKERS = 1
"""Workers beyond one per core: part of a whole run is waiting (the idle app, the slow model,
writer processes, a browser drawing the panel), and a core whose worker waits is idle; what one
more worker gains is measured by `benchmarks/suite_time.py` (`benchmarks/suite_time.md`)."""
IN_MEMORY = Path("/dev/shm")
"""Where scenarios' scratch folders go by default, when it is there with room to spare: each
scenario opens a store and writes through it, and on a disk every atomic write's flush (and
pytest's clean-up of old runs) costs milliseconds; in memory, none. The files, renames and locks
an implementation meets are the same."""
IN_MEMORY_ROOM = 1 << 30
"""Bytes free that `IN_MEMORY` needs to be chosen: a whole run writes tens of megabytes, and
pytest keeps the last three runs; a small /dev/shm (a container's 64 MB) is passed over, so that
a full disk is never charged to an implementation."""
CONTRACT_SUMMARY = """\
An adapter is `module:factory` (or a name registered in the entry-point group
kotoba_conformance.adapters); the current directory is importable, as under
`python -m`. The factory has capabilities() (facts and prompt are required)
and open(spec), which returns a system with the methods of each capability
claimed. Any language: --adapter-command "CMD ARGS" runs a program speaking
the contract as JSON lines on stdin/stdout. The whole contract, versioned:
docs/contract.md in the kit's repository and source distribution."""


OUTPUT_OPTIONS = {
    "json": "--json", "markdown": "--markdown", "junit": "--junit", "cucumber": "--cucumber",
    "html": "--html", "badge": "--badge", "output": "--output",
}  # fmt: skip
"""Every option of any command that names a file to write (by its argparse dest): each is
checked before the command does anything (`check_outputs`)."""


class UserError(Exception):
    """A mistake in the command line: reported in one line, exit status 2."""


class _CommandParser(argparse.ArgumentParser):
    """A subcommand's parser that reports an unknown option itself, with its own usage (`run`'s,
    say), rather than leaving it to the top level's."""

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        parsed, extras = super().parse_known_args(args, namespace)
        if extras:
            self.error(f"unrecognized arguments: {' '.join(extras)}")
        return parsed, extras


def _workers(value: str) -> str:
    """`-n`'s value, checked here: `auto` or a count of processes (0: this one)."""
    if value == "auto" or (value.isdigit() and value.isascii()):
        return value
    raise argparse.ArgumentTypeError(f"{value!r} is neither auto nor a number of processes")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Check an implementation of Kotoba's memory, clause by clause.",
        epilog=CONTRACT_SUMMARY,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_CommandParser)
    run = commands.add_parser("run", help="run the suite and print the per-clause report")
    run.add_argument(
        "--adapter",
        help=f"registered name or module:factory (default: {DEFAULT_ADAPTER}, the bundled "
        "reference implementation)",
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
        "--programs",
        action="store_true",
        help="with --clause: also the generated programs that check one of those clauses "
        "(a run of every clause always runs them)",
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
        "--badge",
        metavar="PATH",
        help="also a shields.io endpoint badge (JSON): clauses passed / claimed",
    )
    run.add_argument(
        "--strict", action="store_true", help="optional scenarios that fail fail the run too"
    )
    run.add_argument(
        "-n",
        "--workers",
        metavar="N",
        type=_workers,
        help="run scenarios in N processes (pytest-xdist; auto: one per core; 0: all in this "
        f"one). Default: the whole suite in one more than there are cores, {MOST_WORKERS} at "
        "most; with --clause or -- --pdb, 0",
    )
    run.add_argument(
        "--scratch",
        metavar="DIR",
        type=Path,
        help=f"make each scenario's scratch folders under DIR (default: {IN_MEMORY}, in memory, "
        "where it exists with room to spare, unless TMPDIR is set; else the system's "
        "temporary folder)",
    )
    run.add_argument(
        "-v",
        "--verbose",
        action="store_true",
        help="failures in full (tracebacks, the scenario's state: the store's files, the last "
        "answer) and known failures' details",
    )
    run.add_argument(
        "--debug", action="store_true", help="the traceback of an adapter that cannot be loaded"
    )
    run.add_argument("pytest_args", nargs="*", help="passed to pytest after --")
    modes.register(commands)
    site.register(commands)
    clauses = commands.add_parser(
        "clauses", help="list the clauses and the resolutions, or print some in full"
    )
    clauses.add_argument(
        "ids", nargs="*", metavar="ID", help="print these clauses or resolutions (R13) in full"
    )
    clauses.add_argument(
        "--full", action="store_true", help="every clause's and resolution's whole text"
    )
    commands.add_parser("adapters", help="list the registered adapters")
    comparing = commands.add_parser(
        "compare",
        help="compare JSON reports: a clause a row, a run a column, what changed",
        description="Compare JSON reports (run --json) of several implementations, or of one "
        "over time: one table, a clause a row and a report a column, with the clauses newly "
        "failing and newly passing from each report to the next.",
    )
    comparing.add_argument("reports", nargs="+", metavar="REPORT.json", help="in order")
    comparing.add_argument("--markdown", metavar="PATH", help="also write it as Markdown")
    comparing.add_argument("--html", metavar="PATH", help="also write it as one HTML page")
    comparing.set_defaults(handler=_compare)
    tabulating = commands.add_parser(
        "matrix",
        help="the results page of JSON reports: every clause against every implementation",
        description="Tabulate JSON reports (run --json) of any number of implementations: a "
        "clause a row, an implementation a column, each cell its status there (with its "
        "optional failures), a summary per implementation, and the reason each adapter gives "
        "for the clauses it declares it fails.",
    )
    tabulating.add_argument("reports", nargs="+", metavar="REPORT.json", help="a column each")
    tabulating.add_argument("--markdown", metavar="PATH", help="also write it as Markdown")
    tabulating.add_argument("--html", metavar="PATH", help="also write it as one HTML page")
    tabulating.set_defaults(handler=_matrix)
    badging = commands.add_parser(
        "badge",
        help="a shields.io endpoint badge (JSON) of a JSON report: clauses passed / claimed",
    )
    badging.add_argument("report", metavar="REPORT.json")
    badging.add_argument("-o", "--output", metavar="PATH", help="write it here, not to stdout")
    badging.set_defaults(handler=_badge)
    return parser


def adapter_spec(args: argparse.Namespace) -> str:
    """The one adapter a command tests, from `--adapter` and `--adapter-command`: shared by
    every command taking them (run, stress, fuzz, and any mode registered alike). An empty or
    blank value (an unset variable) and both options at once are refused, never read as the
    default: a green run must be a run of the implementation meant."""
    command, adapter = args.adapter_command, args.adapter
    if command is not None and adapter is not None:
        raise UserError(
            f"--adapter {adapter!r} and --adapter-command {command!r} name two implementations: "
            "give one"
        )
    if command is not None:
        if not command.strip():
            raise UserError(
                f"--adapter-command {command!r} is empty: it names no program to run "
                "(an unset variable?)"
            )
        try:
            shlex.split(command)
        except ValueError as error:
            raise UserError(f"--adapter-command {command!r}: {error}") from error
        return command_spec(command)
    if adapter is not None and not adapter.strip():
        raise UserError(
            f"--adapter {adapter!r} is empty: name a registered adapter or module:factory "
            "(an unset variable?)"
        )
    spec = DEFAULT_ADAPTER if adapter is None else adapter
    if spec.startswith("command:") and not spec.removeprefix("command:").strip():
        raise UserError(f"--adapter {spec!r} names no program to run (an unset variable?)")
    if not spec.startswith("command:"):
        try:
            resolve(spec)
        except AdapterError as error:
            raise UserError(str(error)) from error
    return spec


def check_outputs(args: argparse.Namespace) -> None:
    """Every file the command will write, checked before it starts."""
    outputs = {
        option: getattr(args, dest)
        for dest, option in OUTPUT_OPTIONS.items()
        if getattr(args, dest, None) is not None
    }
    if (problem := destinations.check(outputs)) is not None:
        raise UserError(problem)


def pytest_arguments(args: argparse.Namespace) -> list[str]:
    """The pytest command line for a run: the shipped steps, no user configuration files."""
    adapter = adapter_spec(args)
    if chosen := [a for a in args.pytest_args if a.startswith("--kotoba-adapter")]:
        raise UserError(
            f"{chosen[0]} after --: name the implementation with --adapter or --adapter-command"
        )
    command = [
        str(STEPS_DIR),
        f"--rootdir={STEPS_DIR}",
        f"--config-file={STEPS_DIR / 'pytest.ini'}",
        f"--kotoba-adapter={adapter}",
        "-p", "no:cacheprovider",
        "-p", "no:hypothesispytest",  # hypothesis' plugin costs a second and checks nothing here
        "-p", "no:syrupy", "-p", "no:anyio",  # nor do these (a third of a second, with trio)
        "-q", "--no-header", "-rN",  # the report below replaces pytest's short summary
    ]  # fmt: skip
    command += [f"--kotoba-clause={clause}" for clause in selected_clauses(args.clause)]
    command += ["--kotoba-programs"] if args.programs else []
    command += ["--tb=short", "--kotoba-verbose"] if args.verbose else ["--tb=no"]
    reports = {
        "--kotoba-report-json": args.json,
        "--kotoba-report-markdown": args.markdown,
        "--kotoba-report-junit": args.junit,
        "--kotoba-report-html": args.html,
        "--kotoba-report-badge": args.badge,
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
    workers = args.workers
    if workers is None:
        workers = default_workers(args.clause, args.pytest_args)
    if workers != "0":
        if importlib.util.find_spec("xdist") is not None:
            command += ["-n", workers]
        elif args.workers is not None:
            raise UserError(
                "-n needs pytest-xdist, which is not installed: pip install pytest-xdist"
            )
    return command + list(args.pytest_args)


def default_workers(clauses: list[str], pytest_args: list[str]) -> str:
    """How many processes a run spreads over unless told: for the whole suite, one per core the
    run may use and `WAITING_WORKERS` more, up to `MOST_WORKERS`; one (this process) for a
    `--clause` selection, which starts faster than workers would, and for a debugger
    (`-- --pdb`), which needs a terminal."""
    if clauses or {"--pdb", "--trace"} & set(pytest_args):
        return "0"
    return str(whole_run_workers())


def whole_run_workers() -> int:
    """One worker per core this process may use and `WAITING_WORKERS` more, `MOST_WORKERS` at
    most: for a whole run, and for the kit's own tests (`tests/conftest.py`), which wait alike."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return min((cores or 1) + WAITING_WORKERS, MOST_WORKERS)


def selected_clauses(values: list[str]) -> list[str]:
    try:
        return catalogue.select(values)
    except ValueError as error:
        raise UserError(f"--clause {error} (see: {PROG} clauses)") from error


def print_clauses(ids: list[str], full: bool) -> None:
    """Clauses and resolutions: the ones named, in full; or all, in a line each (`--full`:
    whole)."""
    clauses, resolutions = catalogue.clauses(), catalogue.resolution_texts()
    if ids:
        wanted = [v.strip().upper() for value in ids for v in value.split(",") if v.strip()]
        named = [w for w in wanted if catalogue.RESOLUTION_TAG.match(w)]
        if unknown := [w for w in named if w not in resolutions]:
            raise UserError(f"clauses: names no resolution: {', '.join(unknown)}")
        try:
            chosen = catalogue.select([w for w in wanted if w not in named])
        except ValueError as error:
            raise UserError(f"clauses: {error}") from error
        for cid in dict.fromkeys(wanted):
            if cid in resolutions:
                _print_resolution(resolutions[cid])
            elif cid in chosen:
                _print_clause(clauses[cid], resolutions)
        return
    for clause in clauses.values():
        text = clause.text if full else textwrap.shorten(clause.text, 90)
        print(f"{clause.id:<9} {clause.capability:<15} {text}")
    for resolution in resolutions.values():
        text = f"{resolution.title}. {resolution.text}" if full else resolution.title
        print(f"{resolution.id:<9} {'resolution':<15} {text}")


def _print_clause(clause: catalogue.Clause, resolutions: dict[str, catalogue.Resolution]) -> None:
    """A clause in full, then the resolutions that concern it (the clause named in their
    heading) or that it mentions ("see R2")."""
    proposed = ", proposed by the kit, not yet in the team's catalogue" if clause.proposed else ""
    print(f"{clause.id} ({clause.capability}, {clause.section}{proposed})")
    print(textwrap.fill(clause.text, 100, initial_indent="  ", subsequent_indent="  "))
    words = _words(clause.text)
    related = [r for r in resolutions.values() if r.id in words or clause.id in _words(r.title)]
    for resolution in related:
        print(f"  see {resolution.id}: {resolution.title} ({PROG} clauses {resolution.id})")


def _words(text: str) -> set[str]:
    return {word.strip("().,;:") for word in text.split()}


def _print_resolution(resolution: catalogue.Resolution) -> None:
    print(f"{resolution.id} (resolution) — {resolution.title}")
    print(textwrap.fill(resolution.text, 100, initial_indent="  ", subsequent_indent="  "))


def _read_report(path: str) -> dict[str, Any]:
    """A JSON report (`run --json`), or one line saying why it is none."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as error:
        raise UserError(f"cannot read {path}: {error.strerror or error}") from error
    except ValueError as error:
        raise UserError(f"{path} is not JSON: {error}") from error
    if not isinstance(data, dict) or not isinstance(data.get("clauses"), dict):
        raise UserError(f"{path} is not a conformance report (run --json writes one)")
    return data


def _compare(args: argparse.Namespace) -> int:
    runs = compare.runs([(path, _read_report(path)) for path in args.reports])
    table = compare.compare(runs, catalogue.clauses())
    print(compare.to_text(table))
    if args.markdown:
        Path(args.markdown).write_text(compare.to_markdown(table), encoding="utf-8")
    if args.html:
        Path(args.html).write_text(compare.to_html(table), encoding="utf-8")
    return 0


def _matrix(args: argparse.Namespace) -> int:
    runs = compare.runs([(path, _read_report(path)) for path in args.reports])
    table = matrix.matrix(runs, catalogue.clauses())
    print(matrix.to_text(table), end="")
    if args.markdown:
        Path(args.markdown).write_text(matrix.to_markdown(table), encoding="utf-8")
    if args.html:
        Path(args.html).write_text(matrix.to_html(table), encoding="utf-8")
    return 0


def _badge(args: argparse.Namespace) -> int:
    try:
        text = badge.to_json(badge.from_report(_read_report(args.report)))
    except ValueError as error:
        raise UserError(f"{args.report}: {error}") from error
    if args.output:
        Path(args.output).write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    return 0


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
    if hasattr(args, "adapter_command"):  # run, stress, fuzz and any mode registered alike
        args.adapter = adapter_spec(args)
        args.adapter_command = None
    check_outputs(args)
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
    command = pytest_arguments(args)
    with scratch_under(scratch_root(args.scratch)):
        return int(pytest.main(command))


def scratch_root(chosen: Path | None) -> Path | None:
    """The folder pytest makes its numbered scratch folders under (`pytest-of-USER/pytest-N`,
    the last three runs kept), or None for the system's temporary folder."""
    if chosen is not None:
        if not chosen.is_dir():
            raise UserError(f"--scratch {chosen}: no such folder")
        return chosen
    if os.environ.get("TMPDIR"):
        return None  # the user chose where temporary files go
    try:
        stats = os.statvfs(IN_MEMORY)
    except OSError:
        return None
    room = stats.f_bavail * stats.f_frsize
    usable = os.access(IN_MEMORY, os.W_OK | os.X_OK) and room >= IN_MEMORY_ROOM
    return IN_MEMORY if usable else None


@contextlib.contextmanager
def scratch_under(root: Path | None) -> Iterator[None]:
    """pytest (and xdist's workers, through it) places `tmp_path` under `tempfile.gettempdir()`:
    point it at `root` for the run, and back after it."""
    saved = tempfile.tempdir
    if root is not None:
        tempfile.tempdir = str(root)
    try:
        yield
    finally:
        tempfile.tempdir = saved


if __name__ == "__main__":
    sys.exit(main())
