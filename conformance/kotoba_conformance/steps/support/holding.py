"""One writer held still inside its locked write (`held_writer`) while a second writer, in a
process of its own, is told to write: STORE-8's deterministic check that a lock held by a live
process is not taken, however long it sleeps, where a race would catch a lock taken from a
sleeping holder only when the scheduler happened to put it to sleep there."""

from __future__ import annotations

import selectors
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import pytest

from kotoba_conformance.steps.support import racing

HELD_WRITER = "kotoba_conformance.steps.support.held_writer"
ANSWER_WINDOW = 2.0
"""Seconds the second writer is given, while the first is held, to be answered: a writer that
takes a live holder's lock answers well within it. It stays far under any age after which a
lock may be broken as left by a dead writer (a write takes far less; the tutorial's waits 10 s)."""
TIMEOUT = 120.0
"""Seconds for a writer to open its system, or to be held, or to finish, before giving up."""


@dataclass
class Outcome:
    answered_while_held: list[str]
    """Facts the second writer was told were written while the first was held."""
    first: list[str]
    """The facts the first writer was told were written, once it was let go."""
    second: list[str]
    """The facts the second writer was told were written, by the end."""


def _line(process: subprocess.Popen[str], timeout: float) -> str:
    """The next line the held writer prints, or "" when none comes in time."""
    assert process.stdout is not None
    with selectors.DefaultSelector() as selector:
        selector.register(process.stdout, selectors.EVENT_READ)
        if not selector.select(timeout):
            return ""
    return process.stdout.readline().strip()


def _wait_for(path: Path, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while not path.exists():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.01)
    return True


def _written(worker: racing.Worker) -> list[str]:
    return [str(r["fact"]) for r in worker.records() if r.get("written") is True]


def held_race(
    first: Sequence[str], second: Sequence[str], at: str, folder: Path, signals: racing.Signals
) -> Outcome:
    """Start `second` (a streaming writer given `signals`) and wait until its system is open;
    run `first` held as it replaces a file named `at`; tell `second` to go and watch it for
    `ANSWER_WINDOW`; then let `first` go on and wait for both. Skips, saying why, where the
    first writer cannot be held (no ptrace here, or no such rename in its write)."""
    folder.mkdir(parents=True, exist_ok=True)
    waiting = racing.Worker.start(second, folder, "second")
    command = [
        sys.executable, "-m", HELD_WRITER, "--at", at,
        "--out", str(folder / "first.out"), "--err", str(folder / "first.err"), "--", *first,
    ]  # fmt: skip
    holder: subprocess.Popen[str] | None = None
    try:
        assert _wait_for(signals["ready"], TIMEOUT), (
            f"the second writer never opened: {waiting.failure()}"
        )
        holder = subprocess.Popen(
            command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env=racing.child_environment(),
        )
        said = _line(holder, TIMEOUT)
        if said != "held":
            why = (folder / "first.err").read_text(encoding="utf-8", errors="replace")[-2000:]
            pytest.skip(f"the first writer could not be held as it replaced {at} ({said}): {why}")
        signals["go"].touch()
        deadline = time.monotonic() + ANSWER_WINDOW
        while time.monotonic() < deadline and not _written(waiting):
            time.sleep(0.01)
        answered = _written(waiting)
        assert holder.stdin is not None
        holder.stdin.write("\n")
        holder.stdin.flush()
        done = _line(holder, TIMEOUT)
        assert done.startswith("done"), f"the held writer did not finish: {done!r}"
        waiting.process.wait(TIMEOUT)
        first_out = racing.Worker(holder, folder / "first.out", folder / "first.err")
        return Outcome(answered, _written(first_out), _written(waiting))
    finally:
        for process in (holder, waiting.process):
            if process is not None and process.poll() is None:
                process.kill()
                process.wait()
