"""Judging a program: execute it, check every invariant after every step, and on the first
violation shrink the program (a bounded number of runs, so a shrink can never hang a run) and
write it as a Gherkin scenario to paste into `features/`. A failure the caller has no use for a
smaller copy of (one the adapter declares it fails) is left as found: shrinking changes only the
program shown, never the invariant or the clause."""

from __future__ import annotations

import hashlib
import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from kotoba_conformance.contract.adapter import Adapter
from kotoba_conformance.contract.invariants import INVARIANTS, by_id, capabilities_of
from kotoba_conformance.programs.checkers import View, Violation, judge
from kotoba_conformance.programs.interpreter import execute
from kotoba_conformance.programs.model import Model
from kotoba_conformance.programs.operations import Operation, StoreUnrelated
from kotoba_conformance.programs.trace import Observation
from kotoba_conformance.steps.support import escapes
from kotoba_conformance.steps.support.gherkin import feature_of, gherkin

__all__ = ["SHRINK_RUNS", "ProgramFailure", "check_program", "verdict"]

SHRINK_RUNS = 24
"""The most runs a shrink takes: past it, the smallest failing program found so far is shown."""
LONGEST_COMMENT = 1000
_Attempt = Callable[[Sequence[Operation]], "ProgramFailure | None"]


@dataclass(frozen=True)
class ProgramFailure:
    """A program whose last step broke an invariant (or the error contract)."""

    violation: Violation
    program: tuple[Operation, ...]
    """The steps taken, the failing one last."""
    name: str = ""
    shrunk: bool = True
    """False when it was left as found (`verdict`'s `worth_shrinking` said no)."""

    @property
    def clause(self) -> str:
        return self.violation.clause

    def scenario(self) -> str:
        """The program and the failed check as a scenario to paste into a feature."""
        found = self.violation
        invariant = by_id().get(found.invariant)
        ops = self.program[:-1] if found.replaces_last else self.program
        steps = [op.step() for op in ops]
        text = "\n".join(f"{s.keyword} {s.text} {s.args}" for s in steps)
        digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:8]
        what = f"the invariant {found.invariant}" if invariant else "the error contract"
        how = "shrunk" if self.shrunk else "not shrunk: a failure the adapter declares"
        lines = [
            f"# Paste into features/{feature_of(found.clause)}. Found by the generated program "
            f"{self.name or digest} of kotoba-conformance run, {how}.",
            f"# It broke {found.clause} ({what}) at its last step:",
            f"#   expected {escapes.escaped(found.expected)[:LONGEST_COMMENT]}",
            f"#   found    {escapes.escaped(found.found)[:LONGEST_COMMENT]}",
            " ".join(f"@{tag}" for tag in (found.clause, *_resolutions(found.invariant))),
            f"Scenario: Generated program {digest} keeps {what}",
        ]
        if invariant is not None and invariant.quote:
            lines.append(f"  > {invariant.quote}")
        return "\n".join(lines + gherkin([*steps, *found.steps]))


def _resolutions(invariant: str) -> list[str]:
    found = by_id().get(invariant)
    return list(found.resolutions) if found is not None else []


class _Stop(Exception):
    def __init__(self, violation: Violation, seen: Observation) -> None:
        super().__init__(violation.clause)
        self.violation = violation
        self.seen = seen


def check_program(
    program: Sequence[Operation],
    adapter: Adapter,
    root: Path,
    needs: frozenset[str] = frozenset({"facts", "prompt"}),
) -> ProgramFailure | None:
    """Execute and judge after every step, by the invariants of the capabilities the program
    `needs` (those it was drawn for); the first violation, with the steps taken up to it.
    `root` must exist and be empty."""
    taken: list[Operation] = []
    invariants = [i.id for i in INVARIANTS if capabilities_of(i) <= needs]

    def after_step(before: Model, after: Model, seen: Observation) -> None:
        taken.append(seen.operation)
        if (found := judge(View(before, after, seen), invariants)) is not None:
            raise _Stop(found, seen)

    try:
        execute(list(program), adapter, root, after_step, needs)
    except _Stop as stop:
        return ProgramFailure(stop.violation, tuple(taken))
    return None


def verdict(
    program: Sequence[Operation],
    adapter: Adapter,
    scratch: Path,
    name: str = "",
    needs: frozenset[str] = frozenset({"facts", "prompt"}),
    *,
    worth_shrinking: Callable[[ProgramFailure], bool] = lambda _failure: True,
) -> ProgramFailure | None:
    """The program's failure, shrunk where `worth_shrinking` says so, or None when every step
    keeps every invariant of what it `needs`. Each run gets a folder of its own under
    `scratch`."""
    runs = itertools.count()

    def attempt(candidate: Sequence[Operation]) -> ProgramFailure | None:
        root = scratch / f"run-{next(runs)}"
        root.mkdir(parents=True)
        return check_program(candidate, adapter, root, needs)

    failure = attempt(program)
    if failure is None:
        return None
    if not worth_shrinking(failure):
        return ProgramFailure(failure.violation, failure.program, name, shrunk=False)
    shrunk = shrink(failure, attempt, SHRINK_RUNS)
    return ProgramFailure(shrunk.violation, shrunk.program, name)


def shrink(failure: ProgramFailure, attempt: _Attempt, budget: int) -> ProgramFailure:
    """Smaller programs failing the same invariant: chunks of steps removed (halves, then
    quarters, down to single steps, the last step kept), then opening stores made smaller,
    each candidate one run, `budget` runs at most."""
    best = failure
    left = budget

    def better(candidate: tuple[Operation, ...]) -> bool:
        nonlocal best, left
        if left <= 0 or candidate == best.program:
            return False
        left -= 1
        found = attempt(candidate)
        if found is None or found.violation.invariant != best.violation.invariant:
            return False
        if found.violation.clause != best.violation.clause:
            return False
        best = found
        return True

    size = max(1, (len(best.program) - 1) // 2)
    while size >= 1 and left > 0:
        start = len(best.program) - 1 - size
        while start >= 0 and left > 0:
            ops = best.program
            if not better(ops[:start] + ops[start + size :]):
                start -= size
            else:
                start = min(start, len(best.program) - 1 - size)
        size //= 2
    for index, op in enumerate(best.program):
        if not isinstance(op, StoreUnrelated):
            continue
        for count in sorted({1, op.count // 2, op.count - 1} - {0, op.count}):
            if left <= 0:
                break
            ops = best.program
            if better((*ops[:index], StoreUnrelated(count, op.topic), *ops[index + 1 :])):
                break
    return best
