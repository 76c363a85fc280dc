"""`kotoba-conformance fuzz`: hostile input at every entry point an adapter claims, then the
store state machine (`store_machine`), against any adapter.

Each input (`hostile`) must get a documented refusal, a `TypeError`/`ValueError`, or success.
It must never crash (any other exception), write a file outside the stores, change a file a
read-only call must not change, leave USER.md or a topic file that does not read as the
documented shape, change an unrelated fact, or break the prompt built afterwards. The first
input that does is shrunk by hypothesis and printed as a Gherkin scenario to paste into the
features (`counterexample`), every character of it kept. The summary counts the inputs tried at
each entry point; `--json` writes it as `fuzz.schema.json` describes.

Only the implementation is charged. The inputs are Unicode text (`hostile.is_text`), the only
strings the contract allows, so the stdio transport carries each one; a transport error (the
child process died, garbled a line, or took longer than the timeout) ends that entry point
*errored*, unshrunk and charged to no clause, as a scenario is errored in `run`.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, Phase, given, seed, settings
from hypothesis.errors import Flaky

from kotoba_conformance.contract.errors import AdapterError, TransportError
from kotoba_conformance.contract.loading import load
from kotoba_conformance.contract.provenance import identify
from kotoba_conformance.contract.stdio.client import TIMEOUT_VARIABLE
from kotoba_conformance.modes import (
    fuzz_collector,
    fuzz_http,
    fuzz_lifetime,
    fuzz_summary,
    fuzz_visual,
    store_machine,
)
from kotoba_conformance.modes.counterexample import Failure, scenario
from kotoba_conformance.modes.fuzz_report import EntryReport, FuzzReport, MachineReport
from kotoba_conformance.modes.fuzz_sandbox import (
    LONGEST_FACT,
    LONGEST_TOPIC,
    EntryPoint,
    Fixture,
    Sandbox,
)
from kotoba_conformance.modes.hostile import hostile_query
from kotoba_conformance.modes.outcomes import MachineFailure, TransportAbort
from kotoba_conformance.modes.progress import Progress

__all__ = [
    "ENTRY_POINTS",
    "LONGEST_FACT",
    "EntryPoint",
    "EntryReport",
    "FuzzReport",
    "MachineReport",
    "Sandbox",
    "run",
]

# --- the entry points ------------------------------------------------------------------------


# The system is typed Any here: what a method documented to return nothing returns is checked.


def _search(sandbox: Sandbox, value: str) -> object:
    system: Any = sandbox.open_system
    return system.session_search(value)


def _turn(sandbox: Sandbox, value: str) -> object:
    system: Any = sandbox.open_system
    return system.insert_turn("user", value)


def _name(sandbox: Sandbox, value: str) -> object:
    system: Any = sandbox.open_system
    return system.set_user_name(value, "setup")


def _upsert(sandbox: Sandbox, value: str) -> object:
    system: Any = sandbox.open_system
    return system.upsert_user_profile("name", value)


def _delete(sandbox: Sandbox, value: str) -> object:
    system: Any = sandbox.open_system
    return system.delete_topic(value)


MEMORY = frozenset({"memory"})
DATABASE = frozenset({"database"})
STORE_ENTRY_POINTS = (
    EntryPoint(
        "memory_write(fact)", "facts", "WRITE-11", "fact", LONGEST_FACT,
        lambda s, v: s.open_system.memory_write(v, "fuzz"), str, MEMORY,
    ),
    EntryPoint(
        "memory_write(topic)", "facts", "STORE-5", "topic", LONGEST_TOPIC,
        lambda s, v: s.open_system.memory_write(s.fresh_fact(), v), str, MEMORY,
    ),
    EntryPoint(
        "write_fact(fact)", "facts", "WRITE-10", "fact", LONGEST_FACT,
        lambda s, v: s.open_system.write_fact(v, "fuzz"), dict, MEMORY,
    ),
    EntryPoint(
        "write_fact(topic)", "facts", "STORE-5", "topic", LONGEST_TOPIC,
        lambda s, v: s.open_system.write_fact(s.fresh_fact(), v), dict, MEMORY,
    ),
    EntryPoint(
        "memory_recall(query)", "facts", "RECALL-4", "query", LONGEST_TOPIC,
        lambda s, v: s.open_system.memory_recall(query=v), str, frozenset(),
    ),
    EntryPoint(
        "memory_recall(topic)", "facts", "RECALL-4", "read topic", LONGEST_TOPIC,
        lambda s, v: s.open_system.memory_recall(topic=v), str, frozenset(),
    ),
    EntryPoint(
        "delete_topic(slug)", "facts", "EDIT-3", "delete topic", LONGEST_TOPIC,
        _delete, None, MEMORY,
    ),
    EntryPoint(
        "session_search(query)", "session-search", "SESS-4", "search", LONGEST_TOPIC,
        _search, list, DATABASE, may_raise=False, inputs=hostile_query,
    ),
    EntryPoint(
        "insert_turn(content)", "session-search", "SESS-1", "turn", LONGEST_TOPIC,
        _turn, None, DATABASE,
    ),
    EntryPoint(
        "set_user_name(name)", "profile", "PROF-4", "name", LONGEST_TOPIC,
        _name, None, DATABASE,
    ),
    EntryPoint(
        "upsert_user_profile(value)", "profile", "PROF-1", "name", LONGEST_TOPIC,
        _upsert, None, DATABASE,
    ),
)  # fmt: skip
"""The facts', the conversation log's and the profile's arguments."""
ENTRY_POINTS: tuple[EntryPoint, ...] = (
    *STORE_ENTRY_POINTS,
    *fuzz_visual.ENTRY_POINTS,
    *fuzz_collector.ENTRY_POINTS,
    *fuzz_http.ENTRY_POINTS,
)
"""Every argument fuzzed, by capability: each door a capability opens."""
FIXTURES = {"visual": fuzz_visual.VisualFixture}
"""What a door needs set up in every system, by capability."""


# --- running ---------------------------------------------------------------------------------


def fuzz_entry_point(
    entry: EntryPoint, sandbox: Sandbox, examples: int, run_seed: int
) -> EntryReport:
    """Up to `examples` inputs (and hypothesis' shrinking runs, all counted) at one entry point.
    A transport error stops it at once, unshrunk: it is ours to report, not theirs."""
    report = EntryReport()
    last: list[tuple[str, Failure]] = []
    progress = Progress(f"fuzz {entry.name:<26}", examples)

    @seed(run_seed)
    @settings(
        max_examples=examples,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
        phases=(Phase.generate, Phase.shrink),
        report_multiple_bugs=False,
    )
    @given(entry.inputs(entry.longest))
    def probe(value: str) -> None:
        report.inputs += 1
        if report.inputs % 25 == 0:
            progress.update(min(report.inputs, examples))
        try:
            failure = sandbox.attempt(entry, value)
        except TransportError as error:
            raise TransportAbort(error) from error
        if failure is not None:
            last.append((value, failure))
            raise AssertionError(failure.detail)

    started = time.monotonic()
    try:
        probe()
    except TransportAbort as abort:
        report.errored = str(abort.error)
    except (AssertionError, Flaky):
        value, failure = last[-1]
        report.failure = failure
        report.counterexample = scenario(entry.kind, entry.name, value, failure)
    report.seconds = round(time.monotonic() - started, 2)
    progress.update(examples if report.failure is None else report.inputs)
    progress.close()
    return report


def claimed_entry_points(claimed: set[str], only: frozenset[str]) -> list[EntryPoint]:
    """The entry points of what is claimed (those named in `only`, when given)."""
    return [
        e
        for e in ENTRY_POINTS
        if e.capability in claimed and e.needs <= claimed and (not only or e.name in only)
    ]


def run(
    adapter_spec: str,
    examples: int,
    machine_runs: int,
    run_seed: int,
    only: frozenset[str] = frozenset(),
) -> FuzzReport:
    """Fuzz every entry point the adapter claims (only those named in `only`, when given), then
    run the state machine, and the restart machine when `lifetime` is claimed."""
    adapter = load(adapter_spec)
    report = FuzzReport(adapter_spec, examples, run_seed)
    claimed = set(adapter.capabilities())
    entries = claimed_entry_points(claimed, only)
    fixtures: tuple[Fixture, ...] = tuple(
        make() for capability, make in FIXTURES.items() if capability in claimed
    )
    with tempfile.TemporaryDirectory(prefix="kotoba-fuzz-") as scratch:
        try:
            sandbox = Sandbox(adapter, Path(scratch) / "machine", fixtures)
        except TransportError as error:
            for fixture in fixtures:
                fixture.close()
            report.errored = f"no system could be opened: {error}"
            return report
        try:
            for entry in entries:
                result = fuzz_entry_point(entry, sandbox, examples, run_seed)
                report.entry_points[entry.name] = result
                if result.failure is not None or result.errored is not None:
                    sandbox.reset()
        except TransportError as error:
            report.errored = f"no system could be opened again: {error}"
            return report
        finally:
            sandbox.close()
    if machine_runs:
        report.machine = run_machine(
            lambda: store_machine.run(adapter, machine_runs, run_seed=run_seed)
        )
        report.machine.runs = machine_runs
        if "lifetime" in claimed:
            report.lifetime = run_machine(
                lambda: fuzz_lifetime.run(adapter, machine_runs, run_seed=run_seed)
            )
            report.lifetime.runs = machine_runs
    return report


def run_machine(program: Callable[[], None]) -> MachineReport:
    """One state machine's runs: its failure, or why it could not reach the implementation."""
    report = MachineReport()
    started = time.monotonic()
    try:
        program()
    except MachineFailure as failure:
        report.failure = failure
    except TransportError as error:
        report.errored = str(error)
    report.seconds = round(time.monotonic() - started, 2)
    return report


# --- the command -----------------------------------------------------------------------------


def usage_mistake(args: argparse.Namespace) -> str | None:
    """What is wrong with the command line, in one line, or None."""
    if unknown := sorted(set(args.entry) - {entry.name for entry in ENTRY_POINTS}):
        names = ", ".join(entry.name for entry in ENTRY_POINTS)
        return f"no entry point {', '.join(unknown)}; known: {names}"
    if args.examples < 1:
        return f"--examples must be at least 1, not {args.examples}"
    if args.machine_runs < 0:
        return f"--machine-runs must be 0 or more, not {args.machine_runs}"
    timeout = getattr(args, "adapter_timeout", None)
    if timeout is not None and not timeout > 0:
        return f"--adapter-timeout must be a number of seconds above 0, not {timeout}"
    return None


def main(args: argparse.Namespace) -> int:
    if (mistake := usage_mistake(args)) is not None:
        print(f"kotoba-conformance fuzz: {mistake}", file=sys.stderr)
        return 2
    if getattr(args, "adapter_timeout", None) is not None:
        os.environ[TIMEOUT_VARIABLE] = str(args.adapter_timeout)
    try:
        tested = identify(load(args.adapter), args.adapter).display
    except AdapterError as error:
        print(f"kotoba-conformance fuzz: {error}", file=sys.stderr)
        return 2
    print(f"fuzz: {tested}, {args.examples} examples, seed {args.seed}", flush=True)
    try:
        report = run(
            args.adapter, args.examples, args.machine_runs, args.seed, frozenset(args.entry)
        )
    except AdapterError as error:
        print(f"kotoba-conformance fuzz: {error}", file=sys.stderr)
        return 2
    print(fuzz_summary.text(report))
    if args.json:
        summary = fuzz_summary.as_json(report)
        Path(args.json).write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    return 0 if report.passed else 1
