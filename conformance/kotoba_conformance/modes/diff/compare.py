"""Comparing implementations on the same generated programs, step by step, aspect by aspect.

Each program runs on the baseline (the first implementation named) and on each other one. At
each step every aspect (`aspects.py`) is compared; a difference is classified, in this order:

1. allowed by a declared open point (`contract/open_points.md`) whose matcher recognises it;
2. a known failure: the nearest clause is one an implementation's adapter declares it fails
   (the suite already fails it there; its adapter gives the reason);
3. unexplained: shrunk (`verdict.shrink`, at most `SHRINK_RUNS` more runs, so never hanging)
   to a smallest program showing it, and printed as a scenario.

The stores hold different facts after a difference of what they store: what follows would
differ through it, so the program is run again without that step (at most `RERUNS` times) and
compared from there, so that one open point does not hide the rest of the program.
"""

from __future__ import annotations

import re
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from kotoba_conformance.contract import catalogue
from kotoba_conformance.contract.adapter import Adapter
from kotoba_conformance.contract.invariants import INVARIANTS
from kotoba_conformance.modes.diff import aspects as aspect_values
from kotoba_conformance.modes.diff.matchers import MATCHERS, Context, Step
from kotoba_conformance.modes.diff.open_points import OpenPoint, open_points
from kotoba_conformance.programs import verdict
from kotoba_conformance.programs.checkers import Violation
from kotoba_conformance.programs.interpreter import execute
from kotoba_conformance.programs.operations import (
    AddBullet,
    AddLine,
    AddRecentLine,
    DeleteBullet,
    DeleteRecentLine,
    DeleteStore,
    DeleteTopicFile,
    Operation,
    Resave,
    Write,
)
from kotoba_conformance.programs.trace import Observation, Trace

__all__ = ["RERUNS", "SHRINK_RUNS", "Found", "Side", "compare_program", "compare_traces"]

RERUNS = 8
"""The most times one program is run again without a step after which the stores differ."""
SHRINK_RUNS = verdict.SHRINK_RUNS
"""The most runs (each on both implementations) shrinking one unexplained difference takes."""
STATE = frozenset(
    {"answer", "index", "recent", "topics-index", "topic-file", "other-files", "log", "steps"}
)
"""Aspect families that are what a store holds (or what a write did): after an unexplained
difference in one, the stores differ and the rest of the program is compared on a rerun."""
ORDERS = {
    "recent.order": "recent",
    "prompt.order": "prompt.facts",
    "topics-index.order": "topics-index",
}
"""An order aspect is compared only where the set it orders agrees."""
ONE_SIDED = frozenset({"log", "probe:log", "profile", "settings"})
"""Aspects of an optional capability (`session-search`, `profile`, `http`): compared where both
implementations claim it."""
FAMILY_CLAUSES = {
    "answer": "WRITE-1",
    "index": "STORE-1",
    "recent": "STORE-2",
    "recent.order": "STORE-2",
    "topics-index": "STORE-3",
    "topics-index.order": "STORE-3",
    "topic-file": "STORE-4",
    "other-files": "STORE-5",
    "prompt.facts": "PROMPT-1",
    "prompt.order": "PROMPT-1",
    "prompt.pointer": "PROMPT-2",
    "probe:search": "RECALL-2",
    "probe:topic": "RECALL-3",
    "probe:list": "RECALL-1",
    "probe:log": "SESS-2",
    "log": "SESS-1",
    "profile": "PROF-2",
    "settings": "HTTP-3",
}
ANSWER_CLAUSES = (
    ("retired", "WRITE-7"),
    ("conflicts", "WRITE-7"),
    ("duplicate_of", "WRITE-6"),
    ("quotes", "WRITE-6"),
    ("written", "WRITE-1"),
)
"""Which part of two write answers differs, and the clause it is nearest to."""
OWN_CLAUSE = frozenset(
    {"probe:search", "probe:topic", "probe:list", "probe:log", "settings", "profile", "log"}
)
"""Aspects whose own clause stays nearest after a hand edit."""
HAND_CLAUSES: dict[type[Operation], str] = {
    AddBullet: "RECALL-5",
    AddLine: "STORE-4",
    AddRecentLine: "EDIT-1",
    DeleteBullet: "EDIT-2",
    DeleteRecentLine: "EDIT-2",
    DeleteTopicFile: "EDIT-3",
    DeleteStore: "STORE-7",
    Resave: "STORE-4",
}


@dataclass(frozen=True)
class Side:
    """One implementation compared: its column name, its spec, its adapter."""

    name: str
    spec: str
    display: str
    adapter: Adapter
    known_failures: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Found:
    """One differing aspect of one step, classified."""

    position: int
    """The step's place in the trace."""
    operation: Operation
    aspect: str
    family: str
    values: tuple[object, object]
    clause: str
    point: OpenPoint | None = None
    known: str = ""
    """`B: reason`: the implementation whose adapter declares `clause` a known failure."""

    @property
    def explained(self) -> bool:
        return self.point is not None or bool(self.known)

    @property
    def key(self) -> str:
        return f"{self.family}|{self.clause}"


@dataclass
class Comparison:
    """What comparing one program on two implementations found."""

    found: list[Found] = field(default_factory=list)
    runs: int = 0
    traces: tuple[list[Trace], list[Trace]] = field(default_factory=lambda: ([], []))
    """Each implementation's trace of the program as given (the first run)."""
    shrunk: dict[str, tuple[tuple[Operation, ...], Found]] = field(default_factory=dict)
    """Per unexplained difference (`Found.key`), the smallest program found showing it."""


def nearest_clause(family: str, op: Operation, values: tuple[object, object]) -> str:
    """The clause a difference is nearest to: the hand edit's, the refusal's or correction's a
    write's answer shows, else the aspect's."""
    if op.edits_files and family not in OWN_CLAUSE and type(op) in HAND_CLAUSES:
        return HAND_CLAUSES[type(op)]
    if family == "answer" and isinstance(op, Write):
        return _write_clause(values)
    if family in {"answer", "steps"}:
        return op.clause
    if family == "probe:log" and "'raised'" in repr(values):
        return "SESS-4"  # "Every token is quoted": no query raises (R8)
    return FAMILY_CLAUSES.get(family, op.clause)


def _write_clause(values: tuple[object, object]) -> str:
    text = repr(values)
    if "Spanish" in text:
        return "WRITE-3"
    if "compound" in text:
        return "WRITE-4"
    a, b = values
    if isinstance(a, dict) and isinstance(b, dict):
        for key, clause in ANSWER_CLAUSES:
            if a.get(key) != b.get(key):
                return clause
    return "WRITE-1"


def sentence_of(clause: str) -> str:
    """The sentence of the documents nearest a clause: an invariant's quote, else the clause."""
    for invariant in INVARIANTS:
        if invariant.clause == clause and invariant.quote:
            return invariant.quote
    found = catalogue.clauses().get(clause)
    return found.text if found is not None else ""


def compare_traces(
    traces: tuple[Trace, Trace], sides: tuple[Side, Side], record_from: int = 0
) -> tuple[list[Found], int | None]:
    """The differences of two traces of one program, and the place of the first step after
    which the stores differ (None when they never do). Differences before `record_from` are
    left out (an earlier run of the same program recorded them)."""
    known = aspect_values.Known()
    shared = frozenset(sides[0].adapter.capabilities()) & frozenset(sides[1].adapter.capabilities())
    history: tuple[list[Observation], list[Observation]] = ([], [])
    found: list[Found] = []
    first, second = traces
    for position, (a, b) in enumerate(zip(first, second, strict=False)):
        if a.operation != b.operation:
            values: tuple[object, object] = (a.operation.step().text, b.operation.step().text)
            clause = nearest_clause("steps", a.operation, values)
            found.append(Found(position, a.operation, "steps", "steps", values, clause))
            return found, position
        known.learn(a)
        known.learn(b)
        steps = (
            Step(a, _claimed_only(aspect_values.aspects(a, known), shared)),
            Step(b, _claimed_only(aspect_values.aspects(b, known), shared)),
        )
        context_history = (tuple(history[0]), tuple(history[1]))
        here = _differences(position, steps, context_history, sides)
        if position >= record_from:
            found += here
        if any(_diverges(f) for f in here):
            return found, position
        history[0].append(a)
        history[1].append(b)
    if len(first) != len(second):
        position = min(len(first), len(second))
        longer = first if len(first) > len(second) else second
        op = longer[position].operation
        values = (
            op.step().text if longer is first else None,
            op.step().text if longer is second else None,
        )
        found.append(Found(position, op, "steps", "steps", values, op.clause))
        return found, position
    return found, None


def _claimed_only(values: aspect_values.Aspects, shared: frozenset[str]) -> aspect_values.Aspects:
    """A loaded context's profile block is compared only where both claim `profile`: without
    it, the context holds the facts alone."""
    answer = values.get("answer")
    if "profile" not in shared and isinstance(answer, dict) and "profile" in answer:
        values["answer"] = {k: v for k, v in answer.items() if k != "profile"}
    return values


def _diverges(found: Found) -> bool:
    if found.point is not None:
        return found.point.diverges
    return found.family in STATE


def _differing(a: aspect_values.Aspects, b: aspect_values.Aspects) -> list[str]:
    """The aspects whose values differ: an order only where the set it orders agrees, the log
    only where both implementations keep one."""
    differing = []
    for aspect in sorted(set(a) | set(b)):
        if aspect_values.family(aspect) in ONE_SIDED and (aspect not in a or aspect not in b):
            continue
        if aspect in ORDERS and a.get(ORDERS[aspect]) != b.get(ORDERS[aspect]):
            continue
        if a.get(aspect) != b.get(aspect):
            differing.append(aspect)
    return differing


def _differences(
    position: int,
    steps: tuple[Step, Step],
    history: tuple[tuple[Observation, ...], tuple[Observation, ...]],
    sides: tuple[Side, Side],
) -> list[Found]:
    a, b = (s.aspects for s in steps)
    differing = _differing(a, b)
    if not differing:
        return []
    op = steps[0].seen.operation
    points = open_points()
    whole_step: OpenPoint | None = None
    for candidate in points:
        if candidate.step:
            context = Context(differing[0], aspect_values.family(differing[0]), steps, history)
            if MATCHERS[candidate.matcher](context):
                whole_step = candidate
                break
    found = []
    for aspect in differing:
        family = aspect_values.family(aspect)
        if family == "probe:topic" and aspect.endswith(":related"):
            family = "probe:topic:related"
        values = (a.get(aspect), b.get(aspect))
        clause = nearest_clause(family.removesuffix(":related"), op, values)
        if family in {"recent", "prompt.facts"} and _stale(steps, values):
            clause = "EDIT-2"
        context = Context(aspect, family, steps, history)
        point = whole_step or next(
            (
                p
                for p in points
                if not p.step and p.concerns(aspect, family) and MATCHERS[p.matcher](context)
            ),
            None,
        )
        known = ""
        if point is None:
            for side in reversed(sides):
                if clause in side.known_failures:
                    known = f"{side.name}: {side.known_failures[clause] or 'declared'}"
                    break
        found.append(Found(position, op, aspect, family, values, clause, point, known))
    return found


def _stale(steps: tuple[Step, Step], values: tuple[object, object]) -> bool:
    """One side lists under Recent (or inline) an entry no topic file of its holds, that the
    other does not list: a stale entry the write path should have filtered (EDIT-2)."""
    for step, mine, theirs in ((steps[0], *values), (steps[1], *values[::-1])):
        if not isinstance(mine, list) or not isinstance(theirs, list):
            continue
        held = {f for facts in step.seen.topic_files().values() for f in facts}
        extra = {re.sub(r" \[[a-z0-9-]+\]$", "", str(e)) for e in set(mine) - set(theirs)}
        if extra - held:
            return True
    return False


def _run(program: Sequence[Operation], sides: tuple[Side, Side]) -> tuple[Trace, Trace]:
    traces = []
    for side in sides:
        with tempfile.TemporaryDirectory(prefix="kotoba-diff-") as scratch:
            traces.append(execute(list(program), side.adapter, Path(scratch)))
    return traces[0], traces[1]


def _program_index(program: Sequence[Operation], trace: Trace, position: int) -> int:
    """Where the trace's step at `position` stands in the program (steps not applicable to
    the store were passed over)."""
    index = -1
    for seen in trace[: position + 1]:
        index += 1
        while program[index] != seen.operation:
            index += 1
    return index


def compare_program(program: Sequence[Operation], sides: tuple[Side, Side]) -> Comparison:
    """Every difference of one program between two implementations, the unexplained ones
    shrunk."""
    result = Comparison()
    ops = tuple(program)
    record_from = 0
    for rerun in range(RERUNS + 1):
        traces = _run(ops, sides)
        result.runs += 1
        if rerun == 0:
            result.traces[0].append(traces[0])
            result.traces[1].append(traces[1])
        found, diverged = compare_traces(traces, sides, record_from)
        result.found += found
        for item in found:
            if not item.explained and item.key not in result.shrunk and traces[0]:
                end = _program_index(ops, traces[0], min(item.position, len(traces[0]) - 1))
                result.shrunk[item.key] = _shrink(ops[: end + 1], item, sides)
        if diverged is None or diverged >= len(traces[0]):
            break
        index = _program_index(ops, traces[0], diverged)
        ops = ops[:index] + ops[index + 1 :]
        record_from = diverged
    return result


def _shrink(
    program: tuple[Operation, ...], item: Found, sides: tuple[Side, Side]
) -> tuple[tuple[Operation, ...], Found]:
    seen: dict[tuple[Operation, ...], Found] = {}

    def attempt(candidate: Sequence[Operation]) -> verdict.ProgramFailure | None:
        traces = _run(candidate, sides)
        found, _ = compare_traces(traces, sides)
        match = next((f for f in found if not f.explained and f.key == item.key), None)
        if match is None:
            return None
        end = _program_index(candidate, traces[0], min(match.position, len(traces[0]) - 1))
        taken = tuple(candidate[: end + 1])
        seen[taken] = match
        violation = Violation(item.family, item.clause, (), repr(match.values[0]), "")
        return verdict.ProgramFailure(violation, taken)

    first = attempt(program)
    if first is None:  # not reproduced on its own: shown as found
        return program, item
    best = verdict.shrink(first, attempt, SHRINK_RUNS)
    return best.program, seen.get(best.program, item)
