"""The per-clause report: which documented behaviours an implementation passed, failed, or does
not claim. Pure functions over recorded outcomes, so the CLI, the plugin and tests share them."""

from __future__ import annotations

import json
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field

from kotoba_conformance.catalogue import Clause

PASSED, FAILED, NOT_CLAIMED, NOT_RUN = "passed", "FAILED", "not claimed", "not run"
KNOWN_FAILURE, UNEXPECTED_PASS = "known failure", "UNEXPECTED PASS"
STATUSES = (PASSED, FAILED, KNOWN_FAILURE, UNEXPECTED_PASS, NOT_CLAIMED, NOT_RUN)
FAILING = (FAILED, UNEXPECTED_PASS)
RAN = ("passed", "failed", "xfailed", "xpassed")
"""Scenario outcomes that mean it ran (xfailed/xpassed: a scenario of a known failure)."""


@dataclass(frozen=True)
class Outcome:
    """One scenario's result: its name, the clauses it checks, and one of RAN or skipped."""

    scenario: str
    clauses: tuple[str, ...]
    outcome: str


@dataclass
class Row:
    clause: Clause
    status: str
    passed: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    failed_as_known: list[str] = field(default_factory=list)
    passed_unexpectedly: list[str] = field(default_factory=list)


def rows(
    catalogue: Mapping[str, Clause],
    claimed: Iterable[str],
    outcomes: Iterable[Outcome],
    known: Collection[str] = (),
) -> list[Row]:
    """One row per clause, in catalogue order. A clause fails when any scenario tagged with it
    failed; it passes only when at least one ran and none failed. A clause the implementation
    declares a known failure is "known failure" while any of its scenarios fails, and
    "UNEXPECTED PASS" (failing the run) once they all pass. A scenario failing as expected counts
    for no other clause it is tagged with; one passing counts as passed for them."""
    table = {cid: Row(clause, NOT_RUN) for cid, clause in catalogue.items()}
    for result in outcomes:
        for cid in result.clauses:
            if row := table.get(cid):
                _record(row, result, cid in known)
    claimed_set = set(claimed)
    for row in table.values():
        row.status = _status(row, row.clause.capability in claimed_set)
    return list(table.values())


def _record(row: Row, result: Outcome, known: bool) -> None:
    if result.outcome == "passed" or (result.outcome == "xpassed" and not known):
        row.passed.append(result.scenario)
    elif result.outcome == "failed":
        row.failed.append(result.scenario)
    elif result.outcome == "xpassed":
        row.passed_unexpectedly.append(result.scenario)
    elif result.outcome == "xfailed" and known:
        row.failed_as_known.append(result.scenario)


def _status(row: Row, claimed: bool) -> str:
    if not claimed:
        return NOT_CLAIMED
    if row.failed:
        return FAILED
    if row.failed_as_known:
        return KNOWN_FAILURE
    if row.passed_unexpectedly:
        return UNEXPECTED_PASS
    return PASSED if row.passed else NOT_RUN


def failed_clauses(table: Iterable[Row]) -> list[str]:
    return [row.clause.id for row in table if row.status in FAILING]


def format_table(table: list[Row]) -> str:
    """The table the CLI prints: clause, status, scenarios passed of those run, then under each
    failing clause the scenarios to look at: ✗ failed, ! passed though declared a known failure."""
    lines = [f"{'clause':<10} {'capability':<15} {'status':<15} scenarios"]
    for row in table:
        ran = sum(map(len, (row.passed, row.failed, row.failed_as_known, row.passed_unexpectedly)))
        count = f"{len(row.passed) + len(row.passed_unexpectedly)}/{ran}" if ran else "-"
        lines.append(f"{row.clause.id:<10} {row.clause.capability:<15} {row.status:<15} {count}")
        lines.extend(f"{'':<10} ✗ {name}" for name in row.failed)
        if row.status == UNEXPECTED_PASS:
            lines.extend(f"{'':<10} ! {name}" for name in row.passed_unexpectedly)
    always = (PASSED, FAILED, NOT_CLAIMED, NOT_RUN)
    totals = {s: sum(r.status == s for r in table) for s in STATUSES}
    counted = [f"{n} {s}" for s, n in totals.items() if n or s in always]
    return "\n".join([*lines, ", ".join(counted) + " (clauses)"])


def to_json(table: list[Row]) -> str:
    return json.dumps(
        {
            row.clause.id: {
                "capability": row.clause.capability,
                "status": row.status,
                "passed": row.passed,
                "failed": row.failed,
                "failed_as_known": row.failed_as_known,
                "passed_unexpectedly": row.passed_unexpectedly,
            }
            for row in table
        },
        indent=2,
        ensure_ascii=False,
    )
