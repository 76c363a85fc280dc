"""The report as data: the implementation under test, the kit and catalogue that judged it, a
summary, one entry per clause and one per scenario run, each failure with its step and message.
Its JSON Schema ships beside it (`report.schema.json`).

Version 3 added the adapter's `kind`, `name`, `version` and `display`, `kit_version`,
`catalogue_version`, and each scenario's `resolutions`; later, each clause's `skipped` (the
required scenarios this machine could not run, with why) and the summary's count of them, which
a reader of older version 3 reports finds absent."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping

from kotoba_conformance.contract import catalogue
from kotoba_conformance.contract.provenance import Provenance, kit_version
from kotoba_conformance.reports.outcomes import ScenarioResult
from kotoba_conformance.reports.table import Row, run_counts, run_fails, summary
from kotoba_conformance.reports.terminal import own_message

REPORT_VERSION = 3


def to_json(
    table: list[Row],
    outcomes: Iterable[ScenarioResult] = (),
    adapter: Mapping[str, object] | None = None,
    strict: bool = False,
    run: Provenance | None = None,
) -> str:
    """The report as data: the adapter (what it is, and any extensions it returned), the kit
    and catalogue versions, a summary, one entry per clause and one per scenario run, each
    failure with its step and message."""
    implementation = run.implementation.as_json() if run is not None else {}
    outcomes = list(outcomes)
    return json.dumps(
        {
            "report_version": REPORT_VERSION,
            "adapter": {**implementation, **(adapter or {})},
            "kit_version": run.kit_version if run is not None else kit_version(),
            "catalogue_version": run.catalogue_version if run is not None else catalogue.version(),
            "strict": strict,
            "summary": {
                **summary(table),
                **run_counts(outcomes),
                "run failed": run_fails(table, strict),
            },
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
        "skipped": [{"scenario": skip.scenario, "reason": skip.reason} for skip in row.skipped],
        **({"not_run_reason": row.not_run_reason} if row.not_run_reason else {}),
    }


def _scenario_json(outcome: ScenarioResult) -> dict[str, object]:
    data: dict[str, object] = {
        "scenario": outcome.scenario,
        "location": outcome.location,
        "level": outcome.level,
        "outcome": outcome.outcome,
        "clauses": list(outcome.clauses),
    }
    if outcome.failure is not None:
        data["charged"] = list(outcome.charged or outcome.clauses)
        failure = outcome.failure
        data["failure"] = {
            "step": failure.step,
            "location": failure.location,
            "message": own_message(failure.message),
        }
    if outcome.reason:
        data["reason"] = outcome.reason
    if outcome.resolutions:
        data["resolutions"] = list(outcome.resolutions)
    return data
