"""The per-clause report: which documented behaviours an implementation passed, failed, or does
not claim. Pure functions over recorded outcomes, so the CLI, the plugin and tests share them.

A scenario is *required* (it checks what the documents state) or *optional* (it checks the suite's
reading of a heuristic the documents leave open). Only required failures fail a clause; optional
ones are advice, shown beside it, and fail the run only when the run is strict.
"""

from __future__ import annotations

import json
import re
import textwrap
from collections.abc import Collection, Iterable, Mapping
from dataclasses import asdict, dataclass, field

from kotoba_conformance.contract.catalogue import Clause

PASSED, FAILED, ERRORED, NOT_CLAIMED, NOT_RUN = (
    "passed",
    "FAILED",
    "ERRORED",
    "not claimed",
    "not run",
)
KNOWN_FAILURE, UNEXPECTED_PASS, OPTIONAL_ONLY = "known failure", "UNEXPECTED PASS", "optional only"
STATUSES = (
    PASSED, FAILED, ERRORED, KNOWN_FAILURE, UNEXPECTED_PASS, OPTIONAL_ONLY, NOT_CLAIMED, NOT_RUN,
)  # fmt: skip
FAILING = (FAILED, ERRORED, UNEXPECTED_PASS)
REQUIRED, OPTIONAL = "required", "optional"
RAN = ("passed", "failed", "errored", "xfailed", "xpassed")
"""Scenario outcomes that mean it ran (xfailed/xpassed: a scenario of a known failure)."""
REPORT_VERSION = 2
_STOPPED = ("failed", "errored", "xfailed")
_NOT_CLAIMED_REASON = re.compile(r"^not claimed: (?P<capabilities>.+)$")


@dataclass(frozen=True)
class Failure:
    """Why a scenario failed: the step as written, where it is, and what the step said."""

    step: str
    location: str
    message: str


@dataclass(frozen=True)
class Outcome:
    """One scenario's result: its name, the clauses it checks, and one of RAN or skipped.

    `charged` names the clauses a failure is charged to (the failing step's own clauses among
    the scenario's tags); empty means all of them, except that a known failure among them
    explains the failure for the others. `reason` is why a skipped scenario did not run.
    """

    scenario: str
    clauses: tuple[str, ...]
    outcome: str
    level: str = REQUIRED
    charged: tuple[str, ...] = ()
    failure: Failure | None = None
    location: str = ""
    reason: str = ""

    def charged_to(self, clause: str) -> bool:
        return clause in (self.charged or self.clauses)


@dataclass
class Row:
    clause: Clause
    status: str
    passed: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    errored: list[str] = field(default_factory=list)
    failed_as_known: list[str] = field(default_factory=list)
    passed_unexpectedly: list[str] = field(default_factory=list)
    optional_passed: list[str] = field(default_factory=list)
    optional_failed: list[str] = field(default_factory=list)
    not_run_reason: str = ""

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
    outcomes: Iterable[Outcome],
    known: Collection[str] = (),
) -> list[Row]:
    """One row per clause, in catalogue order. A clause fails when a required scenario tagged
    with it failed and the failure is charged to it; it passes only when at least one required
    scenario ran and none failed. A failure charged to other clauses of a scenario counts for
    none of its own. A clause the implementation declares a known failure is "known failure"
    while any of its scenarios fails, and "UNEXPECTED PASS" (failing the run) once they all pass."""
    table = {cid: Row(clause, NOT_RUN) for cid, clause in catalogue.items()}
    skipped: dict[str, list[str]] = {}
    stopped: dict[str, set[str]] = {}
    for result in outcomes:
        for cid in result.clauses:
            if row := table.get(cid):
                if result.outcome == "skipped":
                    skipped.setdefault(cid, []).append(result.reason)
                elif result.outcome in _STOPPED and not result.charged_to(cid):
                    # it stopped at another clause's check: no evidence about this one
                    stopped.setdefault(cid, set()).update(result.charged)
                else:
                    _record(row, result, cid in known)
    claimed_set = set(claimed)
    for row in table.values():
        row.status = _status(row, row.clause.capability in claimed_set)
        if row.status == NOT_RUN and (others := stopped.get(row.clause.id)):
            row.not_run_reason = f"its scenarios stopped at a check of {', '.join(sorted(others))}"
        elif row.status == NOT_RUN:
            row.not_run_reason = _not_run_reason(skipped.get(row.clause.id, []))
    return list(table.values())


def _record(row: Row, result: Outcome, known: bool) -> None:
    cid, outcome = row.clause.id, result.outcome
    optional = result.level == OPTIONAL
    if outcome == "passed" or (outcome == "xpassed" and not known):
        (row.optional_passed if optional else row.passed).append(result.scenario)
    elif outcome == "errored":
        row.errored.append(result.scenario)
    elif outcome == "xpassed":
        row.passed_unexpectedly.append(result.scenario)
    elif outcome == "xfailed" and known:
        row.failed_as_known.append(result.scenario)
    elif outcome == "failed" or (outcome == "xfailed" and cid in result.charged):
        # xfailed, but its failing step checks this clause, which is not declared known
        (row.optional_failed if optional else row.failed).append(result.scenario)


def _status(row: Row, claimed: bool) -> str:
    if not claimed:
        return NOT_CLAIMED
    for found, status in (
        (row.failed, FAILED),
        (row.errored, ERRORED),
        (row.failed_as_known, KNOWN_FAILURE),
        (row.passed_unexpectedly, UNEXPECTED_PASS),
        (row.passed, PASSED),
    ):
        if found:
            return status
    return OPTIONAL_ONLY if row.optional_ran() else NOT_RUN


def _not_run_reason(skip_reasons: list[str]) -> str:
    """Why no scenario of a claimed clause ran, in the implementer's terms."""
    if not skip_reasons:
        return "no scenario checks it yet"
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
    return [row.clause.id for row in table if row.status in FAILING]


def optional_failures(table: Iterable[Row]) -> list[str]:
    return [row.clause.id for row in table if row.optional_failed and row.status != NOT_CLAIMED]


def run_fails(table: list[Row], strict: bool = False) -> bool:
    """A required failure, an error or an unexpected pass fails the run; an optional failure
    only when the run is strict."""
    return bool(failed_clauses(table) or (strict and optional_failures(table)))


def scenario_count(row: Row) -> str:
    """`6/6` (required passed of run), then `· optional 2/3` or `· optional 1/3 failed`."""
    ran = row.required_ran()
    text = f"{len(row.passed) + len(row.passed_unexpectedly)}/{ran}" if ran else "-"
    if optional := row.optional_ran():
        if row.optional_failed:
            text += f" · optional {len(row.optional_failed)}/{optional} failed"
        else:
            text += f" · optional {len(row.optional_passed)}/{optional}"
    if row.not_run_reason:
        text += f"  ({row.not_run_reason})"
    return text


def format_table(table: list[Row], verbose: bool = False) -> str:
    """The table the CLI prints: clause, status, scenarios passed of those run, then under each
    clause the scenarios to look at: ✗ failed, E errored, ? optional and failed, ! passed though
    declared a known failure, and with `verbose` ~ failed as the adapter declared it would."""
    lines = [f"{'clause':<10} {'capability':<15} {'status':<15} scenarios"]
    for row in table:
        clause = row.clause
        lines.append(
            f"{clause.id:<10} {clause.capability:<15} {row.status:<15} {scenario_count(row)}"
        )
        marks = [("✗", row.failed), ("E", row.errored), ("?", row.optional_failed)]
        if row.status == UNEXPECTED_PASS:
            marks.append(("!", row.passed_unexpectedly))
        if verbose:
            marks.append(("~", row.failed_as_known))
        lines.extend(f"{'':<10} {mark} {name}" for mark, names in marks for name in names)
    return "\n".join(lines)


def summary(table: list[Row]) -> dict[str, int]:
    """Counts of clauses by status and of scenarios by level, as the summary line shows them."""
    counts = {status: sum(r.status == status for r in table) for status in STATUSES}
    counts["required scenarios"] = sum(r.required_ran() for r in table)
    counts["required scenarios passed"] = sum(
        len(r.passed) + len(r.passed_unexpectedly) for r in table
    )
    counts["optional scenarios"] = sum(r.optional_ran() for r in table)
    counts["optional scenarios passed"] = sum(len(r.optional_passed) for r in table)
    return counts


def summary_line(table: list[Row]) -> str:
    """One line that matches the table: clauses by status, then checks by level. Scenario
    counts are per clause (a scenario tagged with two clauses counts twice), as the rows are."""
    counts = summary(table)
    always = (PASSED, FAILED, NOT_CLAIMED, NOT_RUN)
    by_status = ", ".join(f"{counts[s]} {s}" for s in STATUSES if counts[s] or s in always)
    required = f"required {counts['required scenarios passed']}/{counts['required scenarios']}"
    optional = f"optional {counts['optional scenarios passed']}/{counts['optional scenarios']}"
    return f"clauses: {by_status} · checks passed: {required}, {optional}"


def to_json(
    table: list[Row],
    outcomes: Iterable[Outcome] = (),
    adapter: Mapping[str, object] | None = None,
    strict: bool = False,
) -> str:
    """The report as data: the adapter (with any extensions it returned), a summary, one entry
    per clause and one per scenario run, each failure with its step and message."""
    return json.dumps(
        {
            "report_version": REPORT_VERSION,
            "adapter": dict(adapter or {}),
            "strict": strict,
            "summary": {**summary(table), "run failed": run_fails(table, strict)},
            "clauses": {row.clause.id: _clause_json(row) for row in table},
            "scenarios": [_scenario_json(o) for o in outcomes],
        },
        indent=2,
        ensure_ascii=False,
    )


def _clause_json(row: Row) -> dict[str, object]:
    return {
        "capability": row.clause.capability,
        "status": row.status,
        "passed": row.passed,
        "failed": row.failed,
        "errored": row.errored,
        "failed_as_known": row.failed_as_known,
        "passed_unexpectedly": row.passed_unexpectedly,
        "optional_passed": row.optional_passed,
        "optional_failed": row.optional_failed,
        **({"not_run_reason": row.not_run_reason} if row.not_run_reason else {}),
    }


def _scenario_json(outcome: Outcome) -> dict[str, object]:
    data: dict[str, object] = {
        "scenario": outcome.scenario,
        "location": outcome.location,
        "level": outcome.level,
        "outcome": outcome.outcome,
        "clauses": list(outcome.clauses),
    }
    if outcome.failure is not None:
        data["charged"] = list(outcome.charged or outcome.clauses)
        data["failure"] = {
            **asdict(outcome.failure),
            "message": own_message(outcome.failure.message),
        }
    if outcome.reason:
        data["reason"] = outcome.reason
    return data


def format_failures(
    outcomes: Iterable[Outcome], catalogue: Mapping[str, Clause], verbose: bool = False
) -> str:
    """Clause first: for each failing scenario, the clause it breaks and that clause's text,
    the scenario and where it is, the step that failed, and what the step found."""
    blocks = []
    for outcome in outcomes:
        if outcome.failure is None or outcome.outcome == "passed":
            continue
        if outcome.outcome == "xfailed" and not verbose:
            continue
        label = {"errored": "ERRORED", "xfailed": "known failure"}.get(outcome.outcome, "FAILED")
        if outcome.level == OPTIONAL and outcome.outcome == "failed":
            label = "optional, failed"
        charged = outcome.charged or outcome.clauses
        lines = [
            f"{cid} {textwrap.shorten(catalogue[cid].text, 96)}"
            for cid in charged
            if cid in catalogue
        ]
        failure = outcome.failure
        message = failure.message if verbose else own_message(failure.message)
        where = f"  ({outcome.location})" if outcome.location else ""
        lines += [
            f"  {label}: {outcome.scenario}{where}",
            f"  step: {failure.step}  ({failure.location})",
            textwrap.indent(message.rstrip(), "    "),
        ]
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def own_message(message: str) -> str:
    """An `assert` rewritten by pytest appends its expression and every value in it (a whole
    `World(...)`, say); keep only the step's own message unless the user asked for more."""
    own, _, _ = message.partition("\nassert ")
    return own if own.strip() else message.splitlines()[0]
