"""The report as Markdown, for a CI job's summary page (GitHub's `$GITHUB_STEP_SUMMARY`, say):
the implementation under test in its heading, the kit that judged it, the summary line, a table
of the clauses, and each failure with its step, its message and the resolutions it rests on."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from kotoba_conformance.contract import catalogue as shipped
from kotoba_conformance.contract.catalogue import Clause
from kotoba_conformance.contract.provenance import Provenance
from kotoba_conformance.reports.outcomes import Outcome, ScenarioResult
from kotoba_conformance.reports.table import Row, Status, run_fails
from kotoba_conformance.reports.terminal import (
    counts_line,
    own_message,
    scenario_count,
    summary_line,
)

ICONS = {
    Status.PASSED: "✅",
    Status.FAILED: "❌",
    Status.ERRORED: "💥",
    Status.UNEXPECTED_PASS: "❗",
    Status.KNOWN_FAILURE: "➖",
    Status.OPTIONAL_ONLY: "🔸",
    Status.NOT_CLAIMED: "·",
    Status.NOT_RUN: "·",
}


def to_markdown(
    table: list[Row],
    outcomes: Iterable[ScenarioResult],
    catalogue: Mapping[str, Clause],
    strict: bool = False,
    run: Provenance | None = None,
) -> str:
    outcomes = list(outcomes)
    verdict = "failed" if run_fails(table, strict) else "passed"
    tested = f" of {_html(run.implementation.display)}" if run is not None else ""
    lines = [
        f"## Kotoba memory conformance{tested}: {verdict}",
        "",
        *([f"Judged by {run.kit}.", ""] if run is not None else []),
        summary_line(table),
        "",
        counts_line(table, outcomes),
        "",
        "| clause | capability | status | checks |",
        "| --- | --- | --- | --- |",
    ]
    lines += [
        f"| {row.clause.id} | {row.clause.capability} | {ICONS[row.status]} {row.status} "
        f"| {_cell(scenario_count(row))} |"
        for row in table
    ]
    failing = [
        o for o in outcomes if o.failure is not None and o.outcome is not Outcome.KNOWN_FAILURE
    ]
    if failing:
        lines += ["", "### Failures", ""]
    for outcome in failing:
        assert outcome.failure is not None
        charged = ", ".join(outcome.charged or outcome.clauses)
        texts = [catalogue[c].text for c in (outcome.charged or outcome.clauses) if c in catalogue]
        lines += [
            f"<details><summary><b>{charged}</b> ({outcome.level}, {outcome.outcome}): "
            f"{_html(outcome.scenario)}</summary>",
            "",
            *[f"> {text}" for text in texts],
            "",
            *[
                f"Rests on **{rid}**: {shipped.resolutions().get(rid, '(not in the catalogue)')} "
                f"(`kotoba-conformance clauses {rid}`)"
                for rid in outcome.resolutions
            ],
            *([""] if outcome.resolutions else []),
            f"`{outcome.location}` · step `{outcome.failure.step}` (`{outcome.failure.location}`)",
            "",
            "```",
            own_message(outcome.failure.message).rstrip(),
            "```",
            "",
            "</details>",
        ]
    return "\n".join(lines) + "\n"


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
