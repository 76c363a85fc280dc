"""JSON reports (`run --json`) read as the columns of a table, a clause a row: the one reading
that `compare` (a report against the next) and `matrix` (the published results page) share, so
that both name an implementation, order the clauses and speak of statuses alike.

Pure functions over the reports' data; reading the files is the CLI's. A report may hold only
some clauses (a run of `--clause`), or come from an older kit: what it lacks reads as absent,
never as a verdict.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from kotoba_conformance.contract.catalogue import Clause
from kotoba_conformance.reports.table import Status

ABSENT = "-"
"""A clause a report does not hold (the run selected clauses, or its catalogue lacked it)."""
FAILING = frozenset(s.value for s in Status if s.fails_the_run)
"""The statuses that fail a run: FAILED, ERRORED, UNEXPECTED PASS."""


@dataclass(frozen=True)
class Run:
    """One report: its column's letter and label, and what it says."""

    letter: str
    label: str
    """Short: the implementation's name and version (made unique among the columns)."""
    display: str
    """The implementation in words, as the report's first line names it."""
    path: str
    kit_version: str
    catalogue_version: str
    statuses: dict[str, str]
    capabilities: dict[str, str]
    run_failed: bool
    optional: dict[str, tuple[int, int]]
    """Per clause, its optional scenarios that passed and that failed."""
    known_reasons: dict[str, str]
    """Each clause the adapter declared it fails, with the reason it gave ("" for none)."""
    summary: dict[str, Any]
    """The report's own summary: clauses by status, scenarios by level."""
    not_run_reasons: dict[str, str]
    """Each clause not run, with why (`its only scenario also needs session-search`)."""
    declared_failing: dict[str, tuple[int, int]] = field(default_factory=dict)
    """Per clause declared a known failure: its required scenarios that failed, and those run."""


def runs(reports: Sequence[tuple[str, Mapping[str, Any]]]) -> list[Run]:
    """A column per (path, report data), labelled by the implementation it judged."""
    found = []
    for index, (path, report) in enumerate(reports):
        adapter: Mapping[str, Any] = report.get("adapter") or {}
        name = str(adapter.get("name") or adapter.get("spec") or Path(path).stem)
        version = adapter.get("version")
        label = f"{name} {version}" if version else name
        if judged := adapter.get("judged"):
            label = f"{judged} (adapter {version})" if version else str(judged)
        clauses: Mapping[str, Mapping[str, Any]] = report.get("clauses") or {}
        summary: Mapping[str, Any] = report.get("summary") or {}
        reasons: Mapping[str, Any] = adapter.get("known_failure_reasons") or {}
        found.append(
            Run(
                letter=_letter(index),
                label=label,
                display=str(adapter.get("display") or label),
                path=path,
                kit_version=str(report.get("kit_version") or "unknown"),
                catalogue_version=str(report.get("catalogue_version") or "unknown"),
                statuses={cid: str(row.get("status", ABSENT)) for cid, row in clauses.items()},
                capabilities={cid: str(row.get("capability", "")) for cid, row in clauses.items()},
                run_failed=bool(summary.get("run failed")),
                optional={
                    cid: (_count(row.get("optional_passed")), _count(row.get("optional_failed")))
                    for cid, row in clauses.items()
                },
                known_reasons={
                    str(cid): str(reasons.get(cid) or "")
                    for cid in adapter.get("known_failures") or []
                },
                summary=dict(summary),
                not_run_reasons={
                    cid: str(row["not_run_reason"])
                    for cid, row in clauses.items()
                    if row.get("not_run_reason")
                },
                declared_failing={
                    cid: (
                        _count(row.get("failed_as_known")),
                        sum(
                            _count(row.get(key))
                            for key in (
                                "passed",
                                "failed",
                                "errored",
                                "failed_as_known",
                                "passed_unexpectedly",
                            )
                        ),
                    )
                    for cid, row in clauses.items()
                    if row.get("failed_as_known") or row.get("passed_unexpectedly")
                },
            )
        )
    return _unique_labels(found, reports)


def status(run: Run, clause: str) -> str:
    return run.statuses.get(clause, ABSENT)


def clause_rows(columns: Sequence[Run], catalogue: Mapping[str, Clause]) -> list[str]:
    """The clauses any report holds: in the catalogue's order, then any it does not know."""
    held = {cid for run in columns for cid in run.statuses}
    ordered = [cid for cid in catalogue if cid in held]
    return ordered + sorted(held - set(ordered))


def capability_of(columns: Sequence[Run], clauses: Sequence[str]) -> dict[str, str]:
    """Each clause's capability, as the first report holding it says."""
    return {
        cid: next((run.capabilities[cid] for run in columns if cid in run.capabilities), "")
        for cid in clauses
    }


def version_notes(columns: Sequence[Run]) -> list[str]:
    """Reports judged by different catalogues or kits say so: a clause's text or a scenario's
    level may differ between them."""
    notes = []
    for what, values in [
        ("catalogues", [run.catalogue_version for run in columns]),
        ("kit versions", [run.kit_version for run in columns]),
    ]:
        if len(set(values)) > 1:
            each = ", ".join(
                f"{run.letter} {value}" for run, value in zip(columns, values, strict=True)
            )
            notes.append(
                f"the reports were judged by different {what} ({each}): a clause's text or a "
                "scenario's level may differ between them (see CHANGELOG.md)"
            )
    return notes


def _count(value: object) -> int:
    """A list of scenario names counts its names (a report as `run --json` writes it); a number
    counts itself (a digest that kept the counts only)."""
    if isinstance(value, list):
        return len(value)
    return value if isinstance(value, int) else 0


def _letter(index: int) -> str:
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    return letters[index] if index < len(letters) else f"R{index + 1}"


def _unique_labels(found: list[Run], reports: Sequence[tuple[str, Mapping[str, Any]]]) -> list[Run]:
    """Two columns with the same label (one implementation in process and over stdio, or run
    twice) get its kind, then its file name, to tell them apart."""
    result = list(found)
    for extra in ("kind", "path"):
        labels = [run.label for run in result]
        for index, run in enumerate(result):
            if labels.count(run.label) > 1:
                adapter = reports[index][1].get("adapter") or {}
                more = adapter.get("kind") if extra == "kind" else Path(run.path).name
                if more:
                    result[index] = replace(run, label=f"{run.label} ({more})")
    return result


CSP = "default-src 'none'; style-src 'unsafe-inline'"
"""What a page of reports may load: its own inline style, nothing else (no script, no request)."""
STYLE = """
body{font:15px/1.45 system-ui,sans-serif;margin:0 auto;max-width:80em;padding:1em 2em;color:#222}
table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.2em .5em;text-align:left}
th{background:#f3f3f3}.passed{background:#dfd}.FAILED,.ERRORED,.UNEXPECTED-PASS{background:#fdd}
.known-failure{background:#eee}.not-claimed,.not-run,.optional-only,.absent{color:#666}
.newly-failing{font-weight:600;color:#a00}.newly-passing{font-weight:600;color:#070}
"""


def css_class(text: str) -> str:
    """A status (or a change) as a CSS class: `known failure` is `known-failure`."""
    return text.replace(" ", "-") if text != ABSENT else "absent"


def md_text(text: str) -> str:
    """Text for a Markdown table cell: no column break, no HTML."""
    return text.replace("|", "\\|").replace("<", "&lt;")


def md_status(text: str) -> str:
    """A status in Markdown: the failing ones in bold."""
    return f"**{text}**" if text in FAILING else text
