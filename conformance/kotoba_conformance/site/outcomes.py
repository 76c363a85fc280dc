"""What each committed report says of one scenario, and of one clause.

A report lists, per clause, the scenarios that did not simply pass (failed, errored, known
failures, declared failing but passed, optional failures, skipped with why). A scenario it does
not list passed, if it ran: it ran when the implementation claims every capability it needs and
its clauses were run. An outline is one scenario here: its worst row speaks for it, with the
number of rows that did not pass.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from kotoba_conformance.reports.columns import ABSENT, Run, status
from kotoba_conformance.reports.table import Status
from kotoba_conformance.site.sources import Scenario

PASSED = "passed"
NOT_CLAIMED = "not claimed"
NOT_RUN = "not run"
OPTIONAL_FAILED = "optional failed"
DECLARED_BUT_PASSED = "passed, declared failing"
SKIPPED = "skipped"
LISTS = (
    ("failed", "FAILED"),
    ("errored", "ERRORED"),
    ("failed_as_known", "known failure"),
    ("passed_unexpectedly", DECLARED_BUT_PASSED),
    ("optional_failed", OPTIONAL_FAILED),
)
"""A clause row's lists of scenarios, worst first, with the outcome each means."""
RANK = (
    "FAILED", "ERRORED", "UNEXPECTED-PASS", "optional-failed", "passed-declared-failing",
    "known-failure", "skipped", "passed", "optional-only", "not-run", "not-claimed", "absent", "-",
)  # fmt: skip
"""Statuses and outcomes as classes (`layout.css`), worst first: a cell standing for several
shows its worst colour."""
WORST = ("FAILED", "ERRORED", OPTIONAL_FAILED, DECLARED_BUT_PASSED, "known failure", SKIPPED)


@dataclass(frozen=True)
class Outcome:
    result: str
    rows: int = 0
    """How many of an outline's rows (or runs) carry `result`; 0 when it simply passed."""

    def text(self) -> str:
        return f"{self.result} ({self.rows} rows)" if self.rows > 1 else self.result


def scenario_outcome(run: Run, report: Mapping[str, Any], scenario: Scenario) -> Outcome:
    """The scenario's outcome in this report."""
    claimed = set(report.get("adapter", {}).get("capabilities") or [])
    ran = [status(run, c) for c in scenario.clauses]
    if not set(scenario.needs) <= claimed or all(
        s in (NOT_CLAIMED, Status.NOT_RUN.value, ABSENT) for s in ran
    ):
        return Outcome(NOT_CLAIMED if not set(scenario.needs) <= claimed else NOT_RUN)
    clauses: Mapping[str, Mapping[str, Any]] = report.get("clauses") or {}
    found: dict[str, set[str]] = {}
    for clause in scenario.clauses:
        row = clauses.get(clause) or {}
        for key, result in LISTS:
            for name in row.get(key) or []:
                if _names(str(name), scenario):
                    found.setdefault(result, set()).add(str(name))
        for skip in row.get("skipped") or []:
            name = str(skip.get("scenario", "")) if isinstance(skip, dict) else str(skip)
            if _names(name, scenario):
                found.setdefault(SKIPPED, set()).add(name)
    for result in WORST:
        if result in found:
            return Outcome(result, len(found[result]))
    return Outcome(PASSED)


def _names(listed: str, scenario: Scenario) -> bool:
    """Whether a report's scenario name (`file: name`, or `file: name [row]`) is this one's."""
    own = scenario.report_name
    return listed == own or listed.startswith(own + " [")


def outcomes(
    runs: Sequence[Run], reports: Sequence[Mapping[str, Any]], scenario: Scenario
) -> list[tuple[Run, Outcome]]:
    """The scenario's outcome in each report, `runs` and `reports` side by side."""
    pairs = zip(runs, reports, strict=True)
    return [(run, scenario_outcome(run, report, scenario)) for run, report in pairs]


def grouped(found: list[tuple[Run, Outcome]]) -> list[tuple[str, list[str]]]:
    """The outcomes as `(outcome, [implementations])`, worst first, passed before not run."""
    order = [*WORST, PASSED, NOT_CLAIMED, NOT_RUN]
    groups: dict[str, list[str]] = {}
    for run, outcome in found:
        groups.setdefault(outcome.text(), []).append(run.label)
    return sorted(groups.items(), key=lambda kv: (order.index(kv[0].split(" (")[0]), kv[0]))


def clause_status(run: Run, clause: str) -> str:
    """The clause's status in this report, with its optional failures (`passed ?1/3`)."""
    value = status(run, clause)
    passed, failed = run.optional.get(clause, (0, 0))
    if failed and value != NOT_CLAIMED:
        return f"{value} ?{failed}/{passed + failed}"
    return value
