"""A badge for an implementer's README: a shields.io endpoint JSON
(https://shields.io/badges/endpoint-badge) saying how many of the clauses the implementation
claims it passed, `74/74 clauses`. Written by `run --badge PATH` or, from a JSON report, by
`kotoba-conformance badge REPORT.json`.

Claimed means of a capability the implementation claims (every status but `not claimed`); a
clause counts as passed only with the status `passed`, so a known failure, a clause no scenario
ran and one checked by optional scenarios only are claimed and not passed.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping

from kotoba_conformance.reports.table import Row, Status

LABEL = "Kotoba memory"
GREEN, YELLOW, RED = "brightgreen", "yellow", "red"


def endpoint(table: Iterable[Row], run_failed: bool) -> dict[str, object]:
    """The badge of a run's table."""
    return from_statuses((row.status.value for row in table), run_failed)


def from_report(report: Mapping[str, object]) -> dict[str, object]:
    """The badge of a JSON report (`run --json`): its clauses' statuses and its verdict."""
    clauses = report.get("clauses")
    summary = report.get("summary")
    if not isinstance(clauses, Mapping) or not isinstance(summary, Mapping):
        raise ValueError("not a conformance report: it has no clauses or no summary")
    statuses = [str(row.get("status", "")) for row in clauses.values() if isinstance(row, Mapping)]
    return from_statuses(statuses, bool(summary.get("run failed")))


def from_statuses(statuses: Iterable[str], run_failed: bool) -> dict[str, object]:
    """Green when every claimed clause passed, red when the run failed, yellow in between (a
    known failure, a clause not run); grey when nothing is claimed."""
    listed = list(statuses)
    claimed = [s for s in listed if s != Status.NOT_CLAIMED]
    passed = sum(s == Status.PASSED for s in claimed)
    if run_failed:
        color = RED
    elif not claimed:
        color = "lightgrey"
    else:
        color = GREEN if passed == len(claimed) else YELLOW
    return {
        "schemaVersion": 1,
        "label": LABEL,
        "message": f"{passed}/{len(claimed)} clauses",
        "color": color,
    }


def to_json(badge: Mapping[str, object]) -> str:
    return json.dumps(dict(badge), ensure_ascii=False) + "\n"
