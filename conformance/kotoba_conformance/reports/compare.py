"""Several JSON reports side by side (`kotoba-conformance compare A.json B.json …`): a clause a
row, a report a column, and what changed from each report to the next (newly failing, newly
passing), as text, Markdown or one self-contained HTML page.

The columns are in the order given: several implementations, or one implementation over time
(the runs of successive versions, or of successive kit releases). Reports judged against
different catalogues or by different kits say so, since a clause's text or a scenario's level
may then differ (the CHANGELOG says which release changed which). Pure functions over the
reports' data; reading the files is the CLI's.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from html import escape
from pathlib import Path
from typing import Any

from kotoba_conformance.contract.catalogue import Clause
from kotoba_conformance.reports.table import Status

ABSENT = "-"
"""A clause a report does not hold (the run selected clauses, or its catalogue lacked it)."""
NEWLY_FAILING, NEWLY_PASSING, CHANGED = "newly failing", "newly passing", "changed"
_FAILING = {s.value for s in Status if s.fails_the_run}


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


@dataclass(frozen=True)
class Change:
    clause: str
    kind: str
    """NEWLY_FAILING, NEWLY_PASSING or CHANGED."""
    before: str
    after: str


@dataclass
class Comparison:
    runs: list[Run]
    clauses: list[str]
    capability: dict[str, str]
    changes: list[list[Change]] = field(default_factory=list)
    """changes[i]: from run i to run i + 1."""
    notes: list[str] = field(default_factory=list)


def runs(reports: Sequence[tuple[str, Mapping[str, Any]]]) -> list[Run]:
    """A column per (path, report data), labelled by the implementation it judged."""
    found = []
    for index, (path, report) in enumerate(reports):
        adapter: Mapping[str, Any] = report.get("adapter") or {}
        name = str(adapter.get("name") or adapter.get("spec") or Path(path).stem)
        version = adapter.get("version")
        label = f"{name} {version}" if version else name
        clauses: Mapping[str, Mapping[str, Any]] = report.get("clauses") or {}
        summary: Mapping[str, Any] = report.get("summary") or {}
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
            )
        )
    return _unique_labels(found, reports)


def compare(columns: list[Run], catalogue: Mapping[str, Clause]) -> Comparison:
    """The rows (the catalogue's order, then any clause it does not know), and the changes
    from each run to the next."""
    held = {cid for run in columns for cid in run.statuses}
    ordered = [cid for cid in catalogue if cid in held]
    ordered += sorted(held - set(ordered))
    capability = {
        cid: next((run.capabilities[cid] for run in columns if cid in run.capabilities), "")
        for cid in ordered
    }
    table = Comparison(columns, ordered, capability)
    for before, after in itertools.pairwise(columns):
        table.changes.append(
            [
                change
                for cid in ordered
                if (change := _change(cid, status(before, cid), status(after, cid))) is not None
            ]
        )
    for what, values in [
        ("catalogues", [run.catalogue_version for run in columns]),
        ("kit versions", [run.kit_version for run in columns]),
    ]:
        if len(set(values)) > 1:
            each = ", ".join(
                f"{run.letter} {value}" for run, value in zip(columns, values, strict=True)
            )
            table.notes.append(
                f"the reports were judged by different {what} ({each}): a clause's text or a "
                "scenario's level may differ between them (see CHANGELOG.md)"
            )
    return table


def status(run: Run, clause: str) -> str:
    return run.statuses.get(clause, ABSENT)


def _change(clause: str, before: str, after: str) -> Change | None:
    """A clause one of the two reports does not hold (a run of some clauses only) is no
    change: nothing is known to compare."""
    if before == after or ABSENT in (before, after):
        return None
    if after in _FAILING and before not in _FAILING:
        return Change(clause, NEWLY_FAILING, before, after)
    if after == Status.PASSED:
        return Change(clause, NEWLY_PASSING, before, after)
    return Change(clause, CHANGED, before, after)


def row_changes(table: Comparison, clause: str) -> str:
    """What changed in one row, from each run to the next: `newly failing in B`."""
    return "; ".join(
        f"{change.kind} in {table.runs[index + 1].letter}"
        for index, changes in enumerate(table.changes)
        for change in changes
        if change.clause == clause
    )


def change_lines(table: Comparison) -> list[str]:
    """A line per pair of neighbouring runs: what is newly failing, newly passing, changed."""
    lines = []
    for index, changes in enumerate(table.changes):
        before, after = table.runs[index], table.runs[index + 1]
        parts = []
        for kind in (NEWLY_FAILING, NEWLY_PASSING, CHANGED):
            chosen = [c for c in changes if c.kind == kind]
            named = ", ".join(
                c.clause if kind != CHANGED else f"{c.clause} ({c.before} → {c.after})"
                for c in chosen
            )
            parts.append(f"{len(chosen)} {kind}" + (f" ({named})" if named else ""))
        lines.append(f"{after.letter} against {before.letter}: " + ", ".join(parts))
    return lines


def to_text(table: Comparison) -> str:
    width = max([15, *(len(s) for run in table.runs for s in run.statuses.values())]) + 1
    lines = [f"comparing {len(table.runs)} reports, a clause a row:"]
    for run in table.runs:
        lines += [
            f"  {run.letter} = {run.display}",
            f"      {run.path} · kotoba-conformance {run.kit_version} · catalogue "
            f"{run.catalogue_version}",
        ]
    lines.append("")
    header = f"{'clause':<10} {'capability':<15} " + "".join(
        f"{run.letter:<{width}}" for run in table.runs
    )
    lines.append(header + "change")
    for cid in table.clauses:
        cells = "".join(f"{status(run, cid):<{width}}" for run in table.runs)
        lines.append(f"{cid:<10} {table.capability[cid]:<15} {cells}{row_changes(table, cid)}")
    lines += ["", *change_lines(table), *[f"note: {note}" for note in table.notes]]
    return "\n".join(line.rstrip() for line in lines)


def to_markdown(table: Comparison) -> str:
    labels = [f"{run.letter}: {run.label}" for run in table.runs]
    lines = [
        f"## Kotoba memory conformance: {len(table.runs)} reports compared",
        "",
        *[
            f"- **{run.letter}**: {_md(run.display)} (`{run.path}`; kotoba-conformance "
            f"{run.kit_version}, catalogue `{run.catalogue_version}`)"
            for run in table.runs
        ],
        "",
        "| clause | capability | " + " | ".join(map(_md, labels)) + " | change |",
        "| --- | --- | " + " | ".join("---" for _ in table.runs) + " | --- |",
    ]
    for cid in table.clauses:
        cells = " | ".join(_md_status(status(run, cid)) for run in table.runs)
        lines.append(f"| {cid} | {table.capability[cid]} | {cells} | {row_changes(table, cid)} |")
    lines += ["", *[f"- {line}" for line in change_lines(table)]]
    lines += [f"- note: {_md(note)}" for note in table.notes]
    return "\n".join(lines) + "\n"


CSP = "default-src 'none'; style-src 'unsafe-inline'"
STYLE = """
body{font:15px/1.45 system-ui,sans-serif;margin:0 auto;max-width:80em;padding:1em 2em;color:#222}
table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.2em .5em;text-align:left}
th{background:#f3f3f3}.passed{background:#dfd}.FAILED,.ERRORED,.UNEXPECTED-PASS{background:#fdd}
.known-failure{background:#eee}.not-claimed,.not-run,.optional-only,.absent{color:#666}
.newly-failing{font-weight:600;color:#a00}.newly-passing{font-weight:600;color:#070}
"""


def to_html(table: Comparison) -> str:
    """One self-contained page, as the run's (inline CSS, no script, no request)."""
    head = "".join(f"<th>{escape(run.letter)}: {escape(run.label)}</th>" for run in table.runs)
    rows = []
    for cid in table.clauses:
        cells = "".join(
            f'<td class="{_css(status(run, cid))}">{escape(status(run, cid))}</td>'
            for run in table.runs
        )
        change = row_changes(table, cid)
        css = _css(change.split(" in ")[0]) if change else ""
        rows.append(
            f"<tr><td>{escape(cid)}</td><td>{escape(table.capability[cid])}</td>{cells}"
            f'<td class="{css}">{escape(change)}</td></tr>'
        )
    legend = "".join(
        f"<li><b>{escape(run.letter)}</b>: {escape(run.display)} <code>{escape(run.path)}</code>"
        f" (kotoba-conformance {escape(run.kit_version)}, catalogue "
        f"{escape(run.catalogue_version)})</li>"
        for run in table.runs
    )
    changes = "".join(f"<li>{escape(line)}</li>" for line in change_lines(table))
    notes = "".join(f"<p><b>note</b>: {escape(note)}</p>" for note in table.notes)
    title = f"Kotoba memory conformance: {len(table.runs)} reports compared"
    return "\n".join(
        [
            "<!DOCTYPE html>",
            '<html lang="en"><head><meta charset="utf-8">',
            f'<meta http-equiv="Content-Security-Policy" content="{CSP}">',
            f"<title>{title}</title><style>{STYLE}</style></head><body>",
            f"<h1>{title}</h1><ul>{legend}</ul>",
            f"<table><tr><th>clause</th><th>capability</th>{head}<th>change</th></tr>",
            *rows,
            f"</table><ul>{changes}</ul>{notes}",
            "</body></html>",
            "",
        ]
    )


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


def _css(text: str) -> str:
    return text.replace(" ", "-") if text != ABSENT else "absent"


def _md(text: str) -> str:
    return text.replace("|", "\\|").replace("<", "&lt;")


def _md_status(text: str) -> str:
    return f"**{text}**" if text in _FAILING else text
