"""The per-clause report: which documented behaviours an implementation passed, failed, or does
not claim. Pure functions over recorded outcomes, so the CLI, the plugin and tests share them."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from kotoba_conformance.catalogue import Clause

PASSED, FAILED, NOT_CLAIMED, NOT_RUN = "passed", "FAILED", "not claimed", "not run"


@dataclass(frozen=True)
class Outcome:
    """One scenario's result: its name, the clauses it checks, and passed/failed/skipped."""

    scenario: str
    clauses: tuple[str, ...]
    outcome: str


@dataclass
class Row:
    clause: Clause
    status: str
    passed: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)


def rows(
    catalogue: Mapping[str, Clause], claimed: Iterable[str], outcomes: Iterable[Outcome]
) -> list[Row]:
    """One row per clause, in catalogue order. A clause fails when any scenario tagged with it
    failed; it passes only when at least one ran and none failed."""
    table = {cid: Row(clause, NOT_RUN) for cid, clause in catalogue.items()}
    for result in outcomes:
        for cid in result.clauses:
            if row := table.get(cid):
                if result.outcome == "passed":
                    row.passed.append(result.scenario)
                elif result.outcome == "failed":
                    row.failed.append(result.scenario)
    claimed_set = set(claimed)
    for row in table.values():
        if row.clause.capability not in claimed_set:
            row.status = NOT_CLAIMED
        elif row.failed:
            row.status = FAILED
        elif row.passed:
            row.status = PASSED
    return list(table.values())


def failed_clauses(table: Iterable[Row]) -> list[str]:
    return [row.clause.id for row in table if row.status == FAILED]


def format_table(table: list[Row]) -> str:
    """The table the CLI prints: clause, status, scenarios passed of those run, then the
    names of failing scenarios under each failed clause so the reader knows where to look."""
    lines = [f"{'clause':<10} {'capability':<15} {'status':<12} scenarios"]
    for row in table:
        ran = len(row.passed) + len(row.failed)
        count = f"{len(row.passed)}/{ran}" if ran else "-"
        lines.append(f"{row.clause.id:<10} {row.clause.capability:<15} {row.status:<12} {count}")
        lines.extend(f"{'':<10} ✗ {name}" for name in row.failed)
    totals = {s: sum(r.status == s for r in table) for s in (PASSED, FAILED, NOT_CLAIMED, NOT_RUN)}
    lines.append(", ".join(f"{n} {s}" for s, n in totals.items()) + " (clauses)")
    return "\n".join(lines)


def to_json(table: list[Row]) -> str:
    return json.dumps(
        {
            row.clause.id: {
                "capability": row.clause.capability,
                "status": row.status,
                "passed": row.passed,
                "failed": row.failed,
            }
            for row in table
        },
        indent=2,
        ensure_ascii=False,
    )
