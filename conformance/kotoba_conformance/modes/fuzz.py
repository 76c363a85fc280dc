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
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

from hypothesis import HealthCheck, Phase, given, seed, settings
from hypothesis.errors import Flaky

from kotoba_conformance.contract.adapter import (
    Adapter,
    DatabaseSystem,
    ProfileSystem,
    System,
)
from kotoba_conformance.contract.documented import WRITE_RESULT_KEYS
from kotoba_conformance.contract.errors import AdapterError, TransportError
from kotoba_conformance.contract.loading import load
from kotoba_conformance.contract.provenance import identify
from kotoba_conformance.contract.stdio.client import TIMEOUT_VARIABLE
from kotoba_conformance.modes import fuzz_summary, store_machine
from kotoba_conformance.modes.counterexample import Failure, scenario
from kotoba_conformance.modes.hostile import SCRATCH_ROOT, hostile_text
from kotoba_conformance.modes.outcomes import MachineFailure, TransportAbort
from kotoba_conformance.modes.progress import Progress
from kotoba_conformance.steps.support import store_files
from kotoba_conformance.steps.support.invented_facts import distinct_facts

LONGEST_TOPIC = 10_000
LONGEST_FACT = 1_000_000
RESET_EVERY = 100
"""Inputs between two fresh stores, so a store grown by many writes does not slow the run."""
JAIL_DEPTH = 6
"""Folders between the scratch root and the system's home: a traversal that escapes the store by
up to this many levels more still lands under the scratch root, where it is seen."""
SENTINEL_TOPIC = "sentinel-qvxzk"
SENTINELS = tuple(distinct_facts(3, 3_000_000))
"""Unrelated facts stored before the inputs: no input may change them."""
FRESH_FACTS_FROM = 4_000_000
"""The documented keys; an implementation may add its own (the contract allows them)."""
DATABASE_SUFFIXES = ("", "-wal", "-shm", "-journal")


@dataclass(frozen=True)
class EntryPoint:
    """One argument of one method, fuzzed."""

    name: str
    capability: str
    clause: str
    """The clause an input that breaks this entry point breaks."""
    kind: str
    """Which scenario template reproduces a failure (`counterexample.TEMPLATES`)."""
    longest: int
    call: Callable[[Sandbox, str], object]
    answers: type | None
    """What a successful call returns (None: nothing)."""
    writes: frozenset[str]
    """The stores it may change: "memory", "database"."""
    may_raise: bool = True
    """Whether a TypeError/ValueError is an acceptable answer (session_search never raises)."""


class Sandbox:
    """One system on a scratch machine, with the sentinel facts stored; `reset` starts afresh."""

    def __init__(self, adapter: Adapter, scratch: Path) -> None:
        self.adapter = adapter
        self.scratch = scratch.resolve()
        self.home = self.scratch.joinpath(*(f"level-{i}" for i in range(JAIL_DEPTH)), "user")
        self.claimed = set(adapter.capabilities())
        self.system: System | None = None
        self.fresh_facts = FRESH_FACTS_FROM
        self.inputs_since_reset = 0
        self.reset()

    def reset(self) -> None:
        if self.system is not None:
            self.system.close()
        shutil.rmtree(self.scratch, ignore_errors=True)
        self.home.mkdir(parents=True)
        env = {"HOME": str(self.home), "KOTOBA_HOME": str(self.home / ".kotoba")}
        self.system = self.adapter.open({"env": env})
        self.memory_dir = Path(self.system.memory_dir()).resolve()
        self.database: Path | None = None
        if self.claimed & {"session-search", "profile", "paths"}:
            self.database = Path(cast(DatabaseSystem, self.system).database_path()).resolve()
        for fact in SENTINELS:
            result = self.system.write_fact(fact, SENTINEL_TOPIC)
            if not result["written"]:
                raise RuntimeError(f"the store refused the unrelated fact {fact!r}: {result}")
        self.inputs_since_reset = 0

    @property
    def open_system(self) -> System:
        assert self.system is not None
        return self.system

    def fresh_fact(self) -> str:
        self.fresh_facts += 1
        return distinct_facts(1, self.fresh_facts)[0]

    def expand(self, value: str) -> str:
        """`{scratch root}` names a folder one below the one watched, so that even its parent
        (`{scratch root}/..`) is seen."""
        return value.replace(SCRATCH_ROOT, str(self.scratch / "level-0"))

    # --- one input -----------------------------------------------------------------------------

    def attempt(self, entry: EntryPoint, value: str) -> Failure | None:
        if self.inputs_since_reset >= RESET_EVERY:
            self.reset()
        self.inputs_since_reset += 1
        before = store_files.snapshot(self.scratch)
        failure = self._answer(entry, value)
        changed = store_files.changed_files(before, store_files.snapshot(self.scratch))
        strays = [name for name in changed if self._store_of(name) not in entry.writes]
        if failure is None and strays:
            failure = Failure(entry.clause, f"files created, changed or removed: {strays[:5]}")
        failure = failure or self._unparseable(entry) or self._unrelated_changed(entry, value)
        failure = failure or self._prompt_broken(entry)
        if failure is not None:
            self.reset()  # so the shrinking runs start from the same store
        return failure

    def _answer(self, entry: EntryPoint, value: str) -> Failure | None:  # noqa: PLR0911
        try:
            answer = entry.call(self, self.expand(value))
        except (TypeError, ValueError) as error:
            if entry.may_raise:
                return None
            return Failure(entry.clause, f"raised {type(error).__name__}: {error}")
        except TransportError:
            raise
        except Exception as error:
            return Failure(entry.clause, f"crashed with {type(error).__name__}: {error}")
        if entry.answers is None:
            return None if answer is None else Failure(entry.clause, f"answered {answer!r}")
        if not isinstance(answer, entry.answers):
            return Failure(entry.clause, f"answered {type(answer).__name__}: {answer!r}"[:300])
        if isinstance(answer, dict) and not set(answer) >= WRITE_RESULT_KEYS:
            missing = sorted(WRITE_RESULT_KEYS - set(answer))
            return Failure("WRITE-1", f"answered a dict without the keys {missing}")
        return None

    def _store_of(self, name: str) -> str | None:
        """Which store a changed file (relative to the scratch root) belongs to, if any."""
        path = self.scratch / name
        if path.is_relative_to(self.memory_dir):
            parts = path.relative_to(self.memory_dir).parts
            if parts == (store_files.USER_MD,):
                return "memory"
            if (
                len(parts) == 2
                and parts[0] == store_files.TOPICS
                and parts[1].endswith(".md")
                and store_files.SLUG.match(parts[1][:-3])
            ):
                return "memory"
            return None
        db = self.database
        if db is None or path.parent != db.parent:
            return None
        return "database" if path.name in {db.name + s for s in DATABASE_SUFFIXES} else None

    def _unparseable(self, entry: EntryPoint) -> Failure | None:
        why = store_files.misshapen_store(self.memory_dir)
        return None if why is None else Failure(entry.clause, why)

    def _unrelated_changed(self, entry: EntryPoint, value: str) -> Failure | None:
        held = store_files.topic_facts(self.memory_dir, SENTINEL_TOPIC)
        if entry.kind == "delete topic" and "sentinel" in value.lower():
            return None  # it may have named the sentinels' topic
        missing = [fact for fact in SENTINELS if fact not in held]
        if not missing:
            return None
        return Failure(entry.clause, f"an unrelated fact changed: {missing[0]!r} is gone")

    def _prompt_broken(self, entry: EntryPoint) -> Failure | None:
        try:
            lines = self.open_system.facts_for_prompt()
        except TransportError:
            raise
        except Exception as error:
            return Failure("PROMPT-1", f"the prompt then raised {type(error).__name__}: {error}")
        if not isinstance(lines, list) or not all(isinstance(line, str) for line in lines):
            return Failure("PROMPT-1", f"the prompt then was {lines!r}"[:300])
        if "profile" in self.claimed:
            try:
                cast(ProfileSystem, self.open_system).profile_for_prompt()
            except TransportError:
                raise
            except Exception as error:
                return Failure("PROF-2", f"the profile then raised {type(error).__name__}: {error}")
        del entry
        return None

    def close(self) -> None:
        if self.system is not None:
            self.system.close()
            self.system = None


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
ENTRY_POINTS = (
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
        _search, list, DATABASE, may_raise=False,
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
"""Every argument fuzzed, by capability. (`visual`'s image URLs and kinds join once its
protocol lands in the adapter contract.)"""


# --- running ---------------------------------------------------------------------------------


@dataclass
class EntryReport:
    inputs: int = 0
    seconds: float = 0.0
    failure: Failure | None = None
    counterexample: str | None = None
    errored: str | None = None
    """Why the implementation could not be reached (a TransportError): no verdict, no clause."""


@dataclass
class MachineReport:
    runs: int = 0
    seconds: float = 0.0
    failure: MachineFailure | None = None
    errored: str | None = None


@dataclass
class FuzzReport:
    adapter: str
    examples: int
    seed: int
    entry_points: dict[str, EntryReport] = field(default_factory=dict)
    machine: MachineReport = field(default_factory=MachineReport)
    errored: str | None = None
    """Why the run could not start or go on (no system could be opened), if so."""

    @property
    def failed_clauses(self) -> list[str]:
        clauses = {r.failure.clause for r in self.entry_points.values() if r.failure is not None}
        if self.machine.failure is not None:
            clauses.add(self.machine.failure.clause)
        return sorted(clauses)

    @property
    def errored_parts(self) -> list[str]:
        """The entry points (and the state machine) that could not be reached."""
        parts = [name for name, r in self.entry_points.items() if r.errored is not None]
        parts += ["the state machine"] * (self.machine.errored is not None)
        return parts + ["the run"] * (self.errored is not None)

    @property
    def passed(self) -> bool:
        return not self.failed_clauses and not self.errored_parts


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
    @given(hostile_text(entry.longest))
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


def run(
    adapter_spec: str,
    examples: int,
    machine_runs: int,
    run_seed: int,
    only: frozenset[str] = frozenset(),
) -> FuzzReport:
    """Fuzz every entry point the adapter claims (only those named in `only`, when given), then
    run the state machine."""
    adapter = load(adapter_spec)
    report = FuzzReport(adapter_spec, examples, run_seed)
    claimed = set(adapter.capabilities())
    entries = [e for e in ENTRY_POINTS if e.capability in claimed and (not only or e.name in only)]
    with tempfile.TemporaryDirectory(prefix="kotoba-fuzz-") as scratch:
        try:
            sandbox = Sandbox(adapter, Path(scratch) / "machine")
        except TransportError as error:
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
    started = time.monotonic()
    if machine_runs:
        try:
            store_machine.run(adapter, machine_runs, run_seed=run_seed)
        except MachineFailure as failure:
            report.machine.failure = failure
        except TransportError as error:
            report.machine.errored = str(error)
        report.machine.runs = machine_runs
    report.machine.seconds = round(time.monotonic() - started, 2)
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
