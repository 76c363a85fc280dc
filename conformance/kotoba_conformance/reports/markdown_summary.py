"""The report as Markdown, for a CI job's summary page (GitHub's `$GITHUB_STEP_SUMMARY`, say):
the summary line, a table of the clauses, and each failure with its step and message."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from kotoba_conformance.contract.catalogue import Clause
from kotoba_conformance.reports import table as report

ICONS = {
    report.PASSED: "✅",
    report.FAILED: "❌",
    report.ERRORED: "💥",
    report.UNEXPECTED_PASS: "❗",
    report.KNOWN_FAILURE: "➖",
    report.OPTIONAL_ONLY: "🔸",
    report.NOT_CLAIMED: "·",
    report.NOT_RUN: "·",
}


def to_markdown(
    table: list[report.Row],
    outcomes: Iterable[report.Outcome],
    catalogue: Mapping[str, Clause],
    strict: bool = False,
) -> str:
    verdict = "failed" if report.run_fails(table, strict) else "passed"
    lines = [
        f"## Kotoba memory conformance: {verdict}",
        "",
        report.summary_line(table),
        "",
        "| clause | capability | status | scenarios |",
        "| --- | --- | --- | --- |",
    ]
    lines += [
        f"| {row.clause.id} | {row.clause.capability} | {ICONS[row.status]} {row.status} "
        f"| {_cell(report.scenario_count(row))} |"
        for row in table
    ]
    failing = [o for o in outcomes if o.failure is not None and o.outcome != "xfailed"]
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
            f"`{outcome.location}` · step `{outcome.failure.step}` (`{outcome.failure.location}`)",
            "",
            "```",
            report.own_message(outcome.failure.message).rstrip(),
            "```",
            "",
            "</details>",
        ]
    return "\n".join(lines) + "\n"


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
