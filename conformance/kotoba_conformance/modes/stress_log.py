"""The stress mode's conversation-log phases (capability `session-search`).

- **race**: P processes each append W turns (`insert_turn`) at once.
- **crash**: a process appends turns until it is killed, K times.

Afterwards (and after every kill) every turn a writer was told was inserted must be in the
`turns` table exactly once (lost = 0, duplicated = 0), no turn may be there twice, SQLite's
`PRAGMA integrity_check` must answer ok, and the full-text index must be in step with the table:
`session_search` finds a turn exactly when the table holds it (a turn in the table the search
misses is `out_of_step`, and so is one the search finds that the table does not hold). The
documents name the `turns` table and FTS5 but neither the index's name nor the column of a
turn's words, so the table is read by its values and the index only through `session_search`.
Failures are charged to SESS-1 ("session_search runs SQLite FTS5 over the turns table").
"""

from __future__ import annotations

import random
import sqlite3
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import cast

from kotoba_conformance.contract.adapter import SessionSearchSystem
from kotoba_conformance.contract.loading import load
from kotoba_conformance.modes import crash_rounds
from kotoba_conformance.modes.phase_figures import PhaseFigures
from kotoba_conformance.modes.progress import Progress
from kotoba_conformance.steps.support import database_files, racing
from kotoba_conformance.steps.support.invented_facts import distinct_facts

CLAUSE = "SESS-1"
TOPIC = "unused"
"""The writer process takes a topic; appending turns, it uses none."""


@dataclass
class LogFigures(PhaseFigures):
    out_of_step: int = 0
    """Turns the search and the table disagree about."""
    integrity_failures: int = 0

    @property
    def passed(self) -> bool:
        counts = (self.lost, self.duplicated, self.out_of_step, self.integrity_failures)
        return not self.problems and not any(counts)

    @property
    def failed_clauses(self) -> list[str]:
        return [] if self.passed else [CLAUSE]


class LogChecker:
    """A system of its own on the writers' home, to search the log, and the database file."""

    def __init__(self, adapter: str, env: dict[str, str]) -> None:
        self.system = cast(SessionSearchSystem, load(adapter).open({"env": env}))
        self.database = Path(self.system.database_path())

    def counts(self, texts: frozenset[str]) -> Counter[str]:
        """How many rows of `turns` hold each of these texts (none when it cannot be read, which
        `integrity` then reports)."""
        if not self.database.is_file():
            return Counter()
        try:
            rows = database_files.rows(self.database, "turns")
        except sqlite3.Error:
            return Counter()
        return Counter(v for row in rows for v in row if isinstance(v, str) and v in texts)

    def integrity(self) -> str | None:
        """What `PRAGMA integrity_check` says when it does not say ok (None when it does)."""
        if not self.database.is_file():
            return None
        try:
            with database_files.reading(self.database) as db:
                said = [str(row[0]) for row in db.execute("PRAGMA integrity_check")]
        except sqlite3.Error as error:
            return f"{type(error).__name__}: {error}"
        return None if said == ["ok"] else "; ".join(said[:3])

    def found(self, text: str) -> bool | str:
        """Whether the search finds the turn, or why it could not be asked."""
        try:
            return any(turn["content"] == text for turn in self.system.session_search(text))
        except Exception as error:  # the contract says it never raises: report it, go on
            return f"session_search({text!r}) raised {type(error).__name__}: {error}"

    def out_of_step(self, texts: list[str], counts: Counter[str]) -> list[str]:
        """Why the search and the table disagree about each of these turns."""
        wrong = []
        for text in texts:
            found = self.found(text)
            if isinstance(found, str):
                wrong.append(found)
            elif found != (counts[text] > 0):
                held = "holds" if counts[text] else "does not hold"
                said = "finds" if found else "does not find"
                wrong.append(f"the table {held} {text!r}, session_search {said} it")
        return wrong

    def close(self) -> None:
        self.system.close()


def _turns(worker: racing.Worker) -> list[str]:
    return [str(r["turn"]) for r in worker.records() if "turn" in r]


# --- race ------------------------------------------------------------------------------------


def race_phase(
    adapter: str, env: dict[str, str], control: Path, processes: int, writes: int
) -> LogFigures:
    figures = LogFigures("race", processes=processes, writes_each=writes)
    commands = [
        racing.worker_command(
            adapter, env, TOPIC, i * writes, writes, turns=True, **racing.ready_and_go(control, i)
        )
        for i in range(processes)
    ]
    progress = Progress("log race", processes * writes)
    started = time.monotonic()
    finished = racing.race(commands, control, timeout=3600.0)
    figures.seconds = round(time.monotonic() - started, 2)
    acknowledged = [text for worker in finished for text in _turns(worker)]
    progress.update(len(acknowledged))
    progress.close()
    figures.problems += [why for w in finished if (why := w.failure()) is not None]
    attempted = distinct_facts(processes * writes)
    checker = LogChecker(adapter, env)
    try:
        counts = checker.counts(frozenset(attempted))
        wrong = checker.out_of_step(attempted, counts)
        why = checker.integrity()
    finally:
        checker.close()
    figures.acknowledged = len(set(acknowledged))
    figures.stored = sum(1 for text in attempted if counts[text])
    lost = [text for text in acknowledged if counts[text] == 0]
    figures.lost = len(lost)
    figures.duplicated = sum(1 for n in counts.values() if n > 1)
    figures.out_of_step = len(wrong)
    figures.integrity_failures = int(why is not None)
    if figures.acknowledged < processes * writes:
        missing = processes * writes - figures.acknowledged
        figures.problems.append(f"{missing} turns were not acknowledged")
    figures.problems += [f"lost: {text!r}" for text in lost[: crash_rounds.KEPT_DETAILS]]
    figures.problems += [f"out of step: {w}" for w in wrong[: crash_rounds.KEPT_DETAILS]]
    if why is not None:
        figures.problems.append(f"PRAGMA integrity_check: {why}")
    return figures


# --- crash -----------------------------------------------------------------------------------


class LogLedger:
    """The crash phase's account of every turn: what each killed writer was told, and what the
    table and the search held after each kill."""

    def __init__(self, adapter: str, env: dict[str, str], control: Path) -> None:
        self.adapter, self.env, self.control = adapter, env, control
        self.checker = LogChecker(adapter, env)
        self.next_turn = 0
        self.attempted: set[str] = set()
        self.acknowledged: set[str] = set()
        self.lost: set[str] = set()
        self.duplicated: set[str] = set()
        self.integrity_failures = 0
        self.out_of_step = 0

    def start(self, name: str, count: int) -> racing.Worker:
        command = racing.worker_command(
            self.adapter, self.env, TOPIC, self.next_turn, count, turns=True
        )
        return crash_rounds.start_group(command, self.control, name)

    def after_kill(self, worker: racing.Worker) -> list[str]:
        told = _turns(worker)
        # the turn in flight when it died may have landed, or not: either is fine
        in_flight = distinct_facts(1, self.next_turn + len(told))[0]
        self.next_turn += len(told) + 1
        self.acknowledged.update(told)
        self.attempted.update([*told, in_flight])
        counts = self.checker.counts(frozenset(self.attempted))
        problems = []
        lost = {text for text in self.acknowledged if counts[text] == 0} - self.lost
        problems += [f"acknowledged and lost: {text!r}" for text in sorted(lost)]
        twice = {text for text, n in counts.items() if n > 1} - self.duplicated
        problems += [f"in the table twice: {text!r}" for text in sorted(twice)]
        self.lost |= lost
        self.duplicated |= twice
        if (why := self.checker.integrity()) is not None:
            self.integrity_failures += 1
            problems.append(f"PRAGMA integrity_check: {why}")
        wrong = self.checker.out_of_step([*told, in_flight], counts)
        self.out_of_step += len(wrong)
        return problems + [f"out of step: {w}" for w in wrong]

    def finish(self) -> list[str]:
        """Once the last writer is done: the search against the table for every turn."""
        counts = self.checker.counts(frozenset(self.attempted))
        wrong = self.checker.out_of_step(sorted(self.attempted), counts)
        self.out_of_step += len(wrong)
        self.checker.close()
        return [f"at the end, out of step: {w}" for w in wrong]


def crash_phase(
    adapter: str, env: dict[str, str], control: Path, kills: int, seed: int
) -> LogFigures:
    figures = LogFigures("crash", kills=kills, seed=seed)
    ledger = LogLedger(adapter, env, control)
    started = time.monotonic()
    rounds = crash_rounds.run(ledger, kills, random.Random(seed), "log crash")
    figures.problems = rounds.problems + ledger.finish()
    del figures.problems[crash_rounds.KEPT_DETAILS :]
    figures.seconds = round(time.monotonic() - started, 2)
    figures.survived = rounds.survived
    figures.acknowledged = len(ledger.acknowledged)
    counts = ledger.checker.counts(frozenset(ledger.attempted))
    figures.stored = sum(1 for text in ledger.acknowledged if counts[text])
    figures.lost = len(ledger.lost)
    figures.duplicated = len(ledger.duplicated)
    figures.out_of_step = ledger.out_of_step
    figures.integrity_failures = ledger.integrity_failures
    return figures
