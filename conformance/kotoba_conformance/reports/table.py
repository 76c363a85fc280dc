"""The per-clause verdict: which documented behaviours an implementation passed, failed, or does
not claim. Pure functions over recorded scenario results (`outcomes.py`), so the plugin, every
report format and the tests share one verdict.

A scenario is *required* (it checks what the documents state) or *optional* (it checks the suite's
reading of a heuristic the documents leave open). Only required failures fail a clause; optional
ones are advice, shown beside it, and fail the run only when the run is strict.
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field

from kotoba_conformance.contract.catalogue import Clause
from kotoba_conformance.reports.outcomes import (
    Level,
    Outcome,
    ScenarioResult,
    _Word,
    failed_as_declared,
)


class Status(_Word):
    """A clause's status in the table; the failing ones are in capitals."""

    PASSED = "passed"
    FAILED = "FAILED"
    ERRORED = "ERRORED"
    KNOWN_FAILURE = "known failure"
    UNEXPECTED_PASS = "UNEXPECTED PASS"
    OPTIONAL_ONLY = "optional only"
    NOT_CLAIMED = "not claimed"
    NOT_RUN = "not run"

    @property
    def fails_the_run(self) -> bool:
        return self in (Status.FAILED, Status.ERRORED, Status.UNEXPECTED_PASS)


_NOT_CLAIMED_REASON = re.compile(r"^not claimed: (?P<capabilities>.+)$")
SHORT_REASON_WIDTH = 40
"""The most characters of a skip's reason a table row shows (the JSON report keeps it whole)."""


@dataclass(frozen=True)
class Skip:
    """A required scenario of a claimed clause that did not run for a limit of this machine (no
    browser, say), not for a capability left unclaimed: the clause is not fully checked, and a
    strict run fails for it."""

    scenario: str
    reason: str

    @property
    def short_reason(self) -> str:
        """The reason's head, as a table row shows it: up to its first colon or parenthesis
        (a skip names its cause first, then the details: `no headless Chromium: the panel…`)."""
        head = re.split(r"[:(]", self.reason, maxsplit=1)[0].strip()
        return textwrap.shorten(head, SHORT_REASON_WIDTH, placeholder="…") or "no reason given"


@dataclass
class Row:
    clause: Clause
    status: Status
    passed: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    errored: list[str] = field(default_factory=list)
    failed_as_known: list[str] = field(default_factory=list)
    passed_unexpectedly: list[str] = field(default_factory=list)
    optional_passed: list[str] = field(default_factory=list)
    optional_failed: list[str] = field(default_factory=list)
    skipped: list[Skip] = field(default_factory=list)
    not_run_reason: str = ""
    changed: list[str] = field(default_factory=list)
    """UNEXPECTED PASS: the scenarios that changed, those the adapter declared failing that
    pass now (every scenario passing, when it declared none)."""

    def required_ran(self) -> int:
        return sum(
            map(len, (self.passed, self.failed, self.errored, self.failed_as_known,
                      self.passed_unexpectedly))
        )  # fmt: skip

    def optional_ran(self) -> int:
        return len(self.optional_passed) + len(self.optional_failed)


def rows(
    catalogue: Mapping[str, Clause],
    claimed: Iterable[str],
    outcomes: Iterable[ScenarioResult],
    known: Collection[str] = (),
    known_scenarios: Mapping[str, Collection[str]] | None = None,
) -> list[Row]:
    """One row per clause, in catalogue order. A clause fails when a required scenario tagged
    with it failed and the failure is charged to it; it passes only when at least one required
    scenario ran and none failed. A failure charged to other clauses of a scenario counts for
    none of its own. A clause the implementation declares a known failure is "known failure"
    while any of its scenarios fails, and "UNEXPECTED PASS" (failing the run) once they all pass,
    naming the scenarios that changed: those `known_scenarios` declares for it, where it does."""
    table = {cid: Row(clause, Status.NOT_RUN) for cid, clause in catalogue.items()}
    skipped: dict[str, list[str]] = {}
    stopped: dict[str, set[str]] = {}
    for result in outcomes:
        for cid in result.clauses:
            if row := table.get(cid):
                if result.outcome is Outcome.SKIPPED and _machine_limit(result):
                    row.skipped.append(Skip(result.scenario, result.reason))
                elif result.outcome is Outcome.SKIPPED:
                    skipped.setdefault(cid, []).append(result.reason)
                elif result.outcome.stopped and not result.charged_to(cid):
                    # it stopped at another clause's check: no evidence about this one
                    stopped.setdefault(cid, set()).update(result.charged)
                else:
                    _record(row, result, cid in known)
    claimed_set = set(claimed)
    for row in table.values():
        row.status = _status(row, row.clause.capability in claimed_set)
        if row.status is Status.UNEXPECTED_PASS:
            declared = (known_scenarios or {}).get(row.clause.id)
            row.changed = [
                name for name in row.passed_unexpectedly if not declared or name in declared
            ]
        reasons = skipped.get(row.clause.id, [])
        if row.status is Status.NOT_CLAIMED:
            row.skipped = []  # nothing of it was meant to run
        elif row.status is Status.NOT_RUN and (others := stopped.get(row.clause.id)):
            row.not_run_reason = f"its scenarios stopped at a check of {', '.join(sorted(others))}"
        elif row.status is Status.NOT_RUN and (reasons or not row.skipped):
            row.not_run_reason = _not_run_reason(reasons)
    return list(table.values())


def _machine_limit(result: ScenarioResult) -> bool:
    """A required scenario skipped for something other than a capability not claimed: the
    clause is shown with it, and a strict run fails for it (`Skip`)."""
    return result.level is Level.REQUIRED and not result.not_claimed


def _record(row: Row, result: ScenarioResult, known: bool) -> None:
    outcome = result.outcome
    optional = result.level is Level.OPTIONAL
    if outcome is Outcome.PASSED or (outcome is Outcome.UNEXPECTED_PASS and not known):
        (row.optional_passed if optional else row.passed).append(result.scenario)
    elif outcome is Outcome.ERRORED:
        row.errored.append(result.scenario)
    elif outcome is Outcome.UNEXPECTED_PASS:
        row.passed_unexpectedly.append(result.scenario)
    elif outcome is Outcome.KNOWN_FAILURE and known:
        row.failed_as_known.append(result.scenario)
    elif outcome is Outcome.FAILED or (
        # A known failure's scenario whose failing step checks this undeclared clause: the same
        # rule as the scenario's own outcome, applied to this clause alone.
        outcome is Outcome.KNOWN_FAILURE
        and row.clause.id in result.charged
        and not failed_as_declared((row.clause.id,), ())
    ):
        (row.optional_failed if optional else row.failed).append(result.scenario)


def _status(row: Row, claimed: bool) -> Status:
    if not claimed:
        return Status.NOT_CLAIMED
    for found, status in (
        (row.failed, Status.FAILED),
        (row.errored, Status.ERRORED),
        (row.failed_as_known, Status.KNOWN_FAILURE),
        (row.passed_unexpectedly, Status.UNEXPECTED_PASS),
        (row.passed, Status.PASSED),
    ):
        if found:
            return status
    return Status.OPTIONAL_ONLY if row.optional_ran() else Status.NOT_RUN


def _not_run_reason(skip_reasons: list[str]) -> str:
    """Why no scenario of a claimed clause ran, in the implementer's terms."""
    if not skip_reasons:
        return "none of its scenarios ran (none was selected)"
    needed = sorted(
        {
            capability.strip()
            for reason in skip_reasons
            if (match := _NOT_CLAIMED_REASON.match(reason))
            for capability in match["capabilities"].split(",")
        }
    )
    if not needed:
        return "skipped: " + "; ".join(sorted(set(skip_reasons)))
    count = len(skip_reasons)
    scenarios = "its only scenario also needs" if count == 1 else f"its {count} scenarios also need"
    return f"{scenarios} {', '.join(needed)}"


def failed_clauses(table: Iterable[Row]) -> list[str]:
    return [row.clause.id for row in table if row.status.fails_the_run]


def optional_failures(table: Iterable[Row]) -> list[str]:
    return [
        row.clause.id
        for row in table
        if row.optional_failed and row.status is not Status.NOT_CLAIMED
    ]


def skipped_clauses(table: Iterable[Row]) -> list[str]:
    """The claimed clauses some of whose required scenarios this machine could not run."""
    return [row.clause.id for row in table if row.skipped]


def run_fails(table: list[Row], strict: bool = False) -> bool:
    """A required failure, an error or an unexpected pass fails the run; an optional failure,
    or a required scenario skipped, only when the run is strict."""
    lenient = optional_failures(table) or skipped_clauses(table)
    return bool(failed_clauses(table) or (strict and lenient))


def summary(table: list[Row]) -> dict[str, int]:
    """Counts of clauses by status and of checks by level, as the summary line shows them. A
    check is one run of a scenario for one clause it checks (the rows' counts): a run tagged
    with two clauses is two checks. The checks keep their names of report version 3 too
    (`required scenarios` …), for the readers of earlier reports."""
    counts: dict[str, int] = {status: sum(r.status is status for r in table) for status in Status}
    counts["required checks"] = sum(r.required_ran() for r in table)
    counts["required checks passed"] = sum(
        len(r.passed) + len(r.passed_unexpectedly) for r in table
    )
    counts["required checks skipped"] = sum(len(r.skipped) for r in table)
    counts["optional checks"] = sum(r.optional_ran() for r in table)
    counts["optional checks passed"] = sum(len(r.optional_passed) for r in table)
    for key in VERSION_3_NAMES:
        counts[key] = counts[key.replace("scenarios", "checks")]
    return counts


VERSION_3_NAMES = (
    "required scenarios", "required scenarios passed", "required scenarios skipped",
    "optional scenarios", "optional scenarios passed",
)  # fmt: skip
"""The checks' names in reports of version 3 and before, which counted checks as scenarios."""


def run_counts(outcomes: Iterable[ScenarioResult]) -> dict[str, int]:
    """The scenarios and the runs of the capabilities claimed: `scenarios` counts an outline
    once, `runs` each of its rows (pytest's count, less the runs not claimed)."""
    ran = [o for o in outcomes if not o.not_claimed]
    return {"scenarios": len({o.scenario.partition(" [")[0] for o in ran}), "runs": len(ran)}
