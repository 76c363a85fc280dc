"""The published results page (`kotoba-conformance matrix A.json B.json …`): every clause against
every implementation, each cell the clause's status in that implementation's report, its
optional failures beside it, a summary per implementation, and the reasons each adapter gives
for the clauses it declares it fails; as text, Markdown or one self-contained HTML page.

`compare` reads one report against the next (what changed); the matrix reads any number of
reports side by side, as a conformance kit publishes its results for every implementation. Both
read the reports through `columns.py`. Pure functions over the reports' data; reading the files
is the CLI's.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from html import escape

from kotoba_conformance.contract.catalogue import Clause
from kotoba_conformance.reports.columns import (
    CSP,
    FAILING,
    STYLE,
    Run,
    capability_of,
    clause_rows,
    css_class,
    md_status,
    md_text,
    status,
    version_notes,
)
from kotoba_conformance.reports.table import Status

OPTIONAL_LEGEND = (
    "?n/m beside a status: n of the clause's m optional scenarios failed, which is advice (the "
    "suite's reading of a rule the documents leave open), not a failure of the run"
)
NO_REASON = "(the adapter gives no reason)"
DECLARED = frozenset({Status.KNOWN_FAILURE.value, Status.UNEXPECTED_PASS.value})
"""The statuses of a clause the adapter declared it fails."""


@dataclass(frozen=True)
class KnownFailure:
    """A clause an adapter declared it fails, as its report shows it."""

    clause: str
    status: str
    """`known failure` while it fails; `UNEXPECTED PASS` once every scenario passes."""
    reason: str
    text: str
    """The clause, as the catalogue states it."""


@dataclass(frozen=True)
class Matrix:
    runs: list[Run]
    clauses: list[str]
    capability: dict[str, str]
    texts: dict[str, str]
    notes: list[str]


def matrix(columns: list[Run], catalogue: Mapping[str, Clause]) -> Matrix:
    """The rows (the catalogue's order, then any clause it does not know) for these columns."""
    ordered = clause_rows(columns, catalogue)
    texts = {cid: catalogue[cid].text if cid in catalogue else "" for cid in ordered}
    return Matrix(columns, ordered, capability_of(columns, ordered), texts, version_notes(columns))


def cell(run: Run, clause: str) -> str:
    """The clause's status in this report, with its optional failures (`passed ?1/3`); a clause
    not claimed shows none, since its scenarios did not run."""
    value = status(run, clause)
    if value in DECLARED and clause in run.declared_failing:
        failing, ran = run.declared_failing[clause]
        value = f"{value} ({failing} of {ran} fail)"
    passed, failed = run.optional.get(clause, (0, 0))
    if failed and value != Status.NOT_CLAIMED:
        return f"{value} ?{failed}/{passed + failed}"
    return value


def _counting(*statuses: str) -> Callable[[Run], str]:
    return lambda run: str(sum(value in statuses for value in run.statuses.values()))


def _checks(level: str) -> Callable[[Run], str]:
    """A level's checks passed of those run, under their name, or the one reports of version 3
    gave them (`required scenarios`)."""

    def count(run: Run) -> str:
        summary = run.summary
        ran = summary.get(f"{level} checks", summary.get(f"{level} scenarios"))
        passed = summary.get(f"{level} checks passed", summary.get(f"{level} scenarios passed"))
        return f"{passed}/{ran}" if isinstance(ran, int) and isinstance(passed, int) else "-"

    return count


SUMMARY: list[tuple[str, Callable[[Run], str]]] = [
    ("clauses passed", _counting(Status.PASSED)),
    ("clauses failing the run", _counting(*FAILING)),
    ("known failures", _counting(Status.KNOWN_FAILURE)),
    ("not claimed", _counting(Status.NOT_CLAIMED)),
    ("not run or optional only", _counting(Status.NOT_RUN, Status.OPTIONAL_ONLY)),
    ("required checks passed", _checks("required")),
    ("optional checks passed", _checks("optional")),
    ("the run", lambda run: "FAILED" if run.run_failed else "passed"),
]
"""The summary rows: each implementation's clauses by status (of every clause its report holds;
those failing the run are FAILED, ERRORED and UNEXPECTED PASS), its checks passed at each level
(a check is a run of a scenario for one clause it checks), and its run's verdict. Each label
fits the clause and capability columns of the text."""


def known_failures(table: Matrix, run: Run) -> list[KnownFailure]:
    """The clauses this report's adapter declared it fails, in the rows' order, each with the
    reason it gave: those it still fails and those it now passes (UNEXPECTED PASS); a clause
    the report does not hold (a run of other clauses) is left out."""
    declared = [
        cid
        for cid in table.clauses
        if cid in run.statuses and (cid in run.known_reasons or status(run, cid) in DECLARED)
    ]
    return [
        KnownFailure(cid, status(run, cid), run.known_reasons.get(cid, ""), table.texts[cid])
        for cid in declared
    ]


def not_run_lines(table: Matrix) -> list[str]:
    """Each clause a report did not run, with the report's reason: `D EDIT-5: its only
    scenario also needs session-search`."""
    return [
        f"{run.letter} {cid}: {run.not_run_reasons[cid]}"
        for run in table.runs
        for cid in table.clauses
        if cid in run.not_run_reasons
    ]


def to_text(table: Matrix) -> str:
    lines = [f"conformance matrix: {len(table.runs)} reports, a clause a row"]
    for run in table.runs:
        lines += [
            f"  {run.letter} = {run.display}",
            f"      {run.path} · kotoba-conformance {run.kit_version} · catalogue "
            f"{run.catalogue_version}",
        ]
    cells = {(run.letter, cid): cell(run, cid) for run in table.runs for cid in table.clauses}
    width = max([15, *map(len, cells.values())]) + 1
    lines += ["", f"{'clause':<10} {'capability':<15} " + "".join(
        f"{run.letter:<{width}}" for run in table.runs
    )]  # fmt: skip
    for cid in table.clauses:
        row = "".join(f"{cells[run.letter, cid]:<{width}}" for run in table.runs)
        lines.append(f"{cid:<10} {table.capability[cid]:<15} {row}")
    lines.append("")
    for label, figure in SUMMARY:
        row = "".join(f"{figure(run):<{width}}" for run in table.runs)
        lines.append(f"{label:<26} {row}")
    lines += ["", OPTIONAL_LEGEND]
    for run in table.runs:
        if declared := known_failures(table, run):
            lines += [
                "",
                f"known failures of {run.letter} ({run.label}), as its adapter explains them:",
            ]
            lines += [
                f"  {known.clause:<9} {known.status}: {known.reason or NO_REASON}"
                for known in declared
            ]
    if not_run := not_run_lines(table):
        lines += ["", "not run, and why:", *[f"  {line}" for line in not_run]]
    if table.notes:
        lines += ["", *[f"note: {note}" for note in table.notes]]
    return "\n".join(line.rstrip() for line in lines) + "\n"


def to_markdown(table: Matrix, heading: str = "##", explain: bool = True) -> str:
    """The page's Markdown, its sections under `heading`; `explain=False` leaves out the known
    failures' sections, for a page that places them itself (`known_failures_markdown`)."""
    labels = [f"{run.letter}: {md_text(run.label)}" for run in table.runs]
    columns = " | ".join(labels)
    rule = " | ".join("---" for _ in table.runs)
    lines = [
        f"{heading} Kotoba memory conformance: {len(table.runs)} implementations",
        "",
        *[
            f"- **{run.letter}**: {md_text(run.display)} (`{run.path}`; kotoba-conformance "
            f"{run.kit_version}, catalogue `{run.catalogue_version}`)"
            for run in table.runs
        ],
        "",
        f"| summary | {columns} |",
        f"| --- | {rule} |",
        *[
            f"| {label} | " + " | ".join(md_status(figure(run)) for run in table.runs) + " |"
            for label, figure in SUMMARY
        ],
        "",
        f"| clause | capability | {columns} |",
        f"| --- | --- | {rule} |",
        *[
            f"| {cid} | {table.capability[cid]} | "
            + " | ".join(_md_cell(cell(run, cid)) for run in table.runs)
            + " |"
            for cid in table.clauses
        ],
        "",
        f"{OPTIONAL_LEGEND}.",
    ]
    if explain:
        for run in table.runs:
            if section := known_failures_markdown(table, run, heading + "#"):
                lines += ["", section.rstrip("\n")]
    if not_run := not_run_lines(table):
        lines += [
            "",
            f"{heading}# Not run, and why",
            "",
            *[f"- {md_text(line)}" for line in not_run],
        ]
    lines += [f"\nNote: {md_text(note)}." for note in table.notes]
    return "\n".join(lines) + "\n"


def known_failures_markdown(table: Matrix, run: Run, heading: str = "###") -> str:
    """One report's known failures as a Markdown section, each clause with its text and the
    reason its adapter gives; empty when it declares none."""
    if not (declared := known_failures(table, run)):
        return ""
    lines = [f"{heading} Known failures of {run.letter}: {md_text(run.label)}", ""]
    for known in declared:
        reason = md_text(known.reason) if known.reason else NO_REASON
        lines.append(f"- **{known.clause}** ({md_status(known.status)}): {reason}")
        if known.text:
            lines.append(f"  (the clause: {md_text(known.text)})")
    return "\n".join(lines) + "\n"


def to_html(table: Matrix) -> str:
    """One self-contained page, as compare's and the run's (inline CSS, no script, no request)."""
    head = "".join(f"<th>{escape(run.letter)}: {escape(run.label)}</th>" for run in table.runs)
    summary = [
        f"<tr><th>{escape(label)}</th>"
        + "".join(f"<td>{escape(figure(run))}</td>" for run in table.runs)
        + "</tr>"
        for label, figure in SUMMARY
    ]
    rows = [
        f"<tr><td>{escape(cid)}</td><td>{escape(table.capability[cid])}</td>"
        + "".join(
            f'<td class="{css_class(status(run, cid))}">{escape(cell(run, cid))}</td>'
            for run in table.runs
        )
        + "</tr>"
        for cid in table.clauses
    ]
    legend = "".join(
        f"<li><b>{escape(run.letter)}</b>: {escape(run.display)} <code>{escape(run.path)}</code>"
        f" (kotoba-conformance {escape(run.kit_version)}, catalogue "
        f"{escape(run.catalogue_version)})</li>"
        for run in table.runs
    )
    explained = []
    for run in table.runs:
        if declared := known_failures(table, run):
            items = "".join(
                f'<li><b>{escape(k.clause)}</b> (<span class="{css_class(k.status)}">'
                f"{escape(k.status)}</span>): {escape(k.reason or NO_REASON)}"
                + (f"<br><small>the clause: {escape(k.text)}</small>" if k.text else "")
                + "</li>"
                for k in declared
            )
            explained.append(
                f"<h2>Known failures of {escape(run.letter)}: {escape(run.label)}</h2>"
                f"<ul>{items}</ul>"
            )
    if not_run := not_run_lines(table):
        items = "".join(f"<li>{escape(line)}</li>" for line in not_run)
        explained.append(f"<h2>Not run, and why</h2><ul>{items}</ul>")
    notes = "".join(f"<p><b>note</b>: {escape(note)}</p>" for note in table.notes)
    title = f"Kotoba memory conformance: {len(table.runs)} implementations"
    return "\n".join(
        [
            "<!DOCTYPE html>",
            '<html lang="en"><head><meta charset="utf-8">',
            f'<meta http-equiv="Content-Security-Policy" content="{CSP}">',
            f"<title>{title}</title><style>{STYLE}</style></head><body>",
            f"<h1>{title}</h1><ul>{legend}</ul>",
            f"<table><tr><th>summary</th>{head}</tr>",
            *summary,
            "</table>",
            f"<table><tr><th>clause</th><th>capability</th>{head}</tr>",
            *rows,
            f"</table><p>{escape(OPTIONAL_LEGEND)}.</p>",
            *explained,
            notes,
            "</body></html>",
            "",
        ]
    )


def _md_cell(text: str) -> str:
    """A cell in Markdown: a failing status in bold, its optional failures beside it."""
    value, _, optional = text.partition(" ?")
    return md_status(value) + (f" ?{optional}" if optional else "")
