"""Writers killed mid-write, again and again: the loop every crash phase of the stress mode runs.

Each writer runs in a process group of its own and the whole group is killed with SIGKILL, so an
implementation spoken to over stdio (the writer's own child process) dies with it, mid-call,
exactly as an in-process one does; killing the writer alone would let the child finish the call
in flight and exit cleanly on end of input. Kill moments come from a seeded `random.Random`.
"""

from __future__ import annotations

import contextlib
import os
import random
import signal
import subprocess
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from kotoba_conformance.modes.progress import Progress
from kotoba_conformance.steps.support import racing

KILL_WINDOW = 0.05
"""The latest a kill lands after the writer's first acknowledged write, in seconds: a few writes
of a small store, so kills fall before, inside and between writes."""
START_TIMEOUT = 60.0
"""Seconds a (re)started writer gets to open its system and get its first write in."""
CRASH_WRITES = 100_000
"""How many writes a crash-phase writer is given: more than it can make before its kill."""
SHUT_OUT_LIMIT = 3
"""Writers in a row that cannot get a write in before the phase stops: the store is stuck."""
KEPT_DETAILS = 20


class Ledger(Protocol):
    """What one store's crash phase knows: how to start its writer, and what to check once the
    writer was killed (returning the problems found, [] when none)."""

    def start(self, name: str, count: int) -> racing.Worker: ...

    def after_kill(self, worker: racing.Worker) -> list[str]: ...


@dataclass
class Rounds:
    survived: int = 0
    problems: list[str] = field(default_factory=list)


def start_group(command: Sequence[str], folder: Path, name: str) -> racing.Worker:
    """A writer as `racing.Worker.start` starts one, but leading a process group of its own."""
    out, err = folder / f"{name}.out", folder / f"{name}.err"
    with out.open("w") as out_file, err.open("w") as err_file:
        process = subprocess.Popen(
            list(command),
            env=racing.child_environment(),
            stdout=out_file,
            stderr=err_file,
            text=True,
            start_new_session=True,
        )
    return racing.Worker(process, out, err)


def kill_group(worker: racing.Worker) -> None:
    """SIGKILL to the writer and everything it started; waits for the writer."""
    with contextlib.suppress(ProcessLookupError):  # already gone, group and all
        os.killpg(worker.process.pid, signal.SIGKILL)
    worker.process.wait()


def first_write(worker: racing.Worker) -> str | None:
    """Wait for the writer's first answered write; why it never came, or None."""
    deadline = time.monotonic() + START_TIMEOUT
    while not worker.records():
        if worker.process.poll() is not None:
            return worker.failure() or "the writer exited before writing anything"
        if time.monotonic() > deadline:
            return f"no write got in within {START_TIMEOUT:.0f}s (a lock left by a killed writer?)"
        time.sleep(0.002)
    return None


def run(ledger: Ledger, kills: int, rng: random.Random, label: str) -> Rounds:
    """`kills` writers, each killed at a random moment after its first write, every kill checked;
    then one more writer, which must get a write in with no cleanup."""
    rounds = Rounds()
    progress = Progress(label, kills)
    shut_out = 0
    for number in range(1, kills + 1):
        worker = ledger.start(f"writer-{number}", CRASH_WRITES)
        problems = []
        try:
            if (why := first_write(worker)) is not None:
                problems.append(f"before the kill: {why}")
                shut_out += 1
            else:
                shut_out = 0
                time.sleep(rng.uniform(0.0, KILL_WINDOW))
        finally:
            kill_group(worker)
        problems += ledger.after_kill(worker)
        if problems:
            rounds.problems += [f"kill {number}: {p}" for p in problems]
        else:
            rounds.survived += 1
        worker.out.unlink(missing_ok=True)
        worker.err.unlink(missing_ok=True)
        progress.update(number)
        if shut_out >= SHUT_OUT_LIMIT:
            rounds.problems.append(f"stopped: {shut_out} writers in a row got no write in")
            break
    progress.close()
    last = ledger.start("writer-after-the-last-kill", 1)
    try:
        last.process.wait(timeout=START_TIMEOUT)
    except subprocess.TimeoutExpired:
        pass
    finally:
        kill_group(last)
    if not last.records() or last.failure() is not None:
        why = last.failure() or "it got no write in"
        rounds.problems.append(f"after the last kill: {why}")
    del rounds.problems[KEPT_DETAILS:]
    return rounds
