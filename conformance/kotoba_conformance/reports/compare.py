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
from collections.abc import Mapping
from dataclasses import dataclass, field
from html import escape

from kotoba_conformance.contract.catalogue import Clause
from kotoba_conformance.reports.columns import (
    ABSENT,
    CSP,
    FAILING,
    STYLE,
    Run,
    capability_of,
    clause_rows,
    css_class,
    md_status,
    md_text,
    runs,
    status,
    version_notes,
)
from kotoba_conformance.reports.table import Status

__all__ = [
    "ABSENT", "Change", "Comparison", "Run", "change_lines", "compare", "row_changes", "runs",
    "status", "to_html", "to_markdown", "to_text",
]  # fmt: skip
"""`runs`, `status` and `Run` are the shared reading's (`columns.py`), kept importable here."""

NEWLY_FAILING, NEWLY_PASSING, CHANGED = "newly failing", "newly passing", "changed"


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


def compare(columns: list[Run], catalogue: Mapping[str, Clause]) -> Comparison:
    """The rows (the catalogue's order, then any clause it does not know), and the changes
    from each run to the next."""
    ordered = clause_rows(columns, catalogue)
    table = Comparison(columns, ordered, capability_of(columns, ordered))
    for before, after in itertools.pairwise(columns):
        table.changes.append(
            [
                change
                for cid in ordered
                if (change := _change(cid, status(before, cid), status(after, cid))) is not None
            ]
        )
    table.notes.extend(version_notes(columns))
    return table


def _change(clause: str, before: str, after: str) -> Change | None:
    """A clause one of the two reports does not hold (a run of some clauses only) is no
    change: nothing is known to compare."""
    if before == after or ABSENT in (before, after):
        return None
    if after in FAILING and before not in FAILING:
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
            f"- **{run.letter}**: {md_text(run.display)} (`{run.path}`; kotoba-conformance "
            f"{run.kit_version}, catalogue `{run.catalogue_version}`)"
            for run in table.runs
        ],
        "",
        "| clause | capability | " + " | ".join(map(md_text, labels)) + " | change |",
        "| --- | --- | " + " | ".join("---" for _ in table.runs) + " | --- |",
    ]
    for cid in table.clauses:
        cells = " | ".join(md_status(status(run, cid)) for run in table.runs)
        lines.append(f"| {cid} | {table.capability[cid]} | {cells} | {row_changes(table, cid)} |")
    lines += ["", *[f"- {line}" for line in change_lines(table)]]
    lines += [f"- note: {md_text(note)}" for note in table.notes]
    return "\n".join(lines) + "\n"


def to_html(table: Comparison) -> str:
    """One self-contained page, as the run's (inline CSS, no script, no request)."""
    head = "".join(f"<th>{escape(run.letter)}: {escape(run.label)}</th>" for run in table.runs)
    rows = []
    for cid in table.clauses:
        cells = "".join(
            f'<td class="{css_class(status(run, cid))}">{escape(status(run, cid))}</td>'
            for run in table.runs
        )
        change = row_changes(table, cid)
        css = css_class(change.split(" in ")[0]) if change else ""
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
