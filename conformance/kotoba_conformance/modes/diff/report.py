"""What `diff` prints and writes: per compared pair, the differences allowed by each open point,
the known failures, and each unexplained difference as a scenario; per open point, what each
implementation does there (`--json`, `reports/diff.schema.json`)."""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from kotoba_conformance.modes.diff import aspects as aspect_values
from kotoba_conformance.modes.diff.compare import Comparison, Found, Side, sentence_of
from kotoba_conformance.modes.diff.matchers import OBSERVERS, Step
from kotoba_conformance.modes.diff.open_points import open_points
from kotoba_conformance.programs.operations import Operation
from kotoba_conformance.programs.trace import Trace
from kotoba_conformance.steps.support.gherkin import feature_of, gherkin

__all__ = ["PairReport", "as_json", "observed", "scenario", "text"]

LONGEST_VALUE = 600
"""Characters of one answer shown in a scenario's comment."""


@dataclass
class PairReport:
    """The baseline against one other implementation, over every program."""

    baseline: Side
    other: Side
    programs: int = 0
    runs: int = 0
    allowed: Counter[str] = field(default_factory=Counter)
    examples: dict[str, tuple[str, Found]] = field(default_factory=dict)
    known: Counter[str] = field(default_factory=Counter)
    unexplained: list[tuple[str, tuple[Operation, ...], Found]] = field(default_factory=list)
    traces: tuple[list[Trace], list[Trace]] = field(default_factory=lambda: ([], []))

    def add(self, program: str, comparison: Comparison) -> None:
        self.programs += 1
        self.runs += comparison.runs
        self.traces[0].extend(comparison.traces[0])
        self.traces[1].extend(comparison.traces[1])
        keys = {item[2].key for item in self.unexplained}
        for found in comparison.found:
            if found.point is not None:
                self.allowed[found.point.id] += 1
                self.examples.setdefault(found.point.id, (program, found))
            elif found.known:
                self.known[f"{found.clause} ({found.known})"] += 1
        for key, (ops, found) in comparison.shrunk.items():
            if key not in keys:
                self.unexplained.append((program, ops, found))
                keys.add(key)


def _shown(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, default=repr)[:LONGEST_VALUE]


def scenario(pair: PairReport, program: str, ops: tuple[Operation, ...], found: Found) -> str:
    """The unexplained difference as a scenario to paste into a feature once the answer is
    decided: the steps of the shrunk program, each implementation's answer in a comment."""
    steps = [op.step() for op in ops]
    digest = hashlib.sha256(repr(ops).encode("utf-8", "surrogatepass")).hexdigest()[:8]
    names = (pair.baseline.name, pair.other.name)
    lines = [
        f"# Paste into features/{feature_of(found.clause)} with the Then step of the answer the "
        "documents require.",
        f"# kotoba-conformance diff: program {program}, shrunk to {len(ops)} step(s); at the last "
        f"step the implementations differ on {found.aspect} (nearest clause {found.clause}):",
    ]
    for name, side, value in zip(names, (pair.baseline, pair.other), found.values, strict=True):
        lines.append(f"#   {name} ({side.display}): {_shown(value)}")
    lines += [
        f"@{found.clause}",
        f"Scenario: Generated program {digest} answers as the documents say",
    ]
    if sentence := sentence_of(found.clause):
        lines.append(f"  > {sentence}")
    return "\n".join(lines + gherkin(steps))


def observed(sides: list[Side], pairs: list[PairReport]) -> list[dict[str, Any]]:
    """Per open point, what each implementation does there (None: never reached)."""
    traces: dict[str, list[Trace]] = {}
    for pair in pairs:
        traces.setdefault(pair.baseline.name, pair.traces[0])
        traces[pair.other.name] = pair.traces[1]
    steps = {name: [_steps(t) for t in found] for name, found in traces.items()}
    rows = []
    for point in open_points():
        observer = OBSERVERS.get(point.observe)
        rows.append(
            {
                "id": point.id,
                "allows": point.allows,
                "sentence": point.sentence,
                "note": point.note,
                "observed": {
                    side.name: observer(steps.get(side.name, [])) if observer else None
                    for side in sides
                },
                "differences": {pair.other.name: pair.allowed[point.id] for pair in pairs},
            }
        )
    return rows


def _steps(trace: Trace) -> list[Step]:
    known = aspect_values.Known()
    found = []
    for seen in trace:
        known.learn(seen)
        found.append(Step(seen, aspect_values.aspects(seen, known)))
    return found


def text(pair: PairReport) -> str:
    """The human summary of one pair, with each unexplained difference's scenario."""
    points = {p.id: p for p in open_points()}
    lines = [
        f"{pair.baseline.name} {pair.baseline.display} against {pair.other.name} "
        f"{pair.other.display}: {pair.programs} programs, {pair.runs} runs each",
    ]
    for ident, count in sorted(pair.allowed.items()):
        lines.append(f"  allowed by {points[ident].allows} ({ident}): {count} differences")
    for what, count in sorted(pair.known.items()):
        lines.append(f"  known failure {what}: {count} differences")
    lines.append(f"  unexplained: {len(pair.unexplained)}")
    for program, ops, found in pair.unexplained:
        lines += ["", scenario(pair, program, ops, found)]
    return "\n".join(lines)


def as_json(meta: dict[str, Any], sides: list[Side], pairs: list[PairReport]) -> dict[str, Any]:
    """The JSON report (`reports/diff.schema.json`)."""
    return {
        **meta,
        "implementations": [{"name": s.name, "spec": s.spec, "display": s.display} for s in sides],
        "baseline": sides[0].name,
        "pairs": [_pair_json(pair) for pair in pairs],
        "open_points": observed(sides, pairs),
        "unexplained": sum(len(pair.unexplained) for pair in pairs),
    }


def _pair_json(pair: PairReport) -> dict[str, Any]:
    points = {p.id: p for p in open_points()}
    return {
        "other": pair.other.name,
        "programs": pair.programs,
        "runs": pair.runs,
        "allowed": [
            {
                "open_point": ident,
                "allows": points[ident].allows,
                "count": count,
                "example": _found_json(*pair.examples[ident], pair),
            }
            for ident, count in sorted(pair.allowed.items())
        ],
        "known_failures": [
            {"what": what, "count": count} for what, count in sorted(pair.known.items())
        ],
        "unexplained": [
            {
                **_found_json(program, found, pair),
                "steps": len(ops),
                "scenario": scenario(pair, program, ops, found),
            }
            for program, ops, found in pair.unexplained
        ],
    }


def _found_json(program: str, found: Found, pair: PairReport) -> dict[str, Any]:
    return {
        "program": program,
        "step": found.position,
        "operation": found.operation.step().text.format(
            *(json.dumps(a, ensure_ascii=False, default=repr) for a in found.operation.step().args)
        ),
        "aspect": found.aspect,
        "clause": found.clause,
        "sentence": sentence_of(found.clause),
        "answers": {
            pair.baseline.name: _plain(found.values[0]),
            pair.other.name: _plain(found.values[1]),
        },
    }


def _plain(value: object) -> Any:
    return json.loads(json.dumps(value, ensure_ascii=False, default=repr))
