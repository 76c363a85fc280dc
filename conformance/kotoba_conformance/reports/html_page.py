"""The features as living documentation: one HTML page that renders every feature file (its prose,
rules, scenarios, steps, doc strings, tables and examples) with each scenario's result in this run,
a clause index with each clause's text, and the run's totals on top.

The page is self-contained so that it can be kept as a CI artifact and opened anywhere: inline
CSS, no script, and a Content-Security-Policy that forbids any request, so a link or image slipped
in later cannot reach out. Every text from the features, the catalogue or a failure is escaped.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from html import escape
from pathlib import Path

from pytest_bdd.parser import (
    Examples,
    Feature,
    FeatureParser,
    Rule,
    ScenarioTemplate,
    Step,
)

from kotoba_conformance.contract.catalogue import CLAUSE_TAG, Clause
from kotoba_conformance.contract.locations import features_dir
from kotoba_conformance.reports import table as report

OPTIONAL_FAILED, SKIPPED, DECLARED_BUT_PASSED = "optional failed", "skipped", "passed, though known"
RESULTS = (
    report.FAILED, report.ERRORED, OPTIONAL_FAILED, DECLARED_BUT_PASSED, report.KNOWN_FAILURE,
    report.PASSED, report.NOT_CLAIMED, SKIPPED, report.NOT_RUN,
)  # fmt: skip
"""A scenario's possible results, worst first: a scenario run several times (an outline) shows
its worst."""
CSP = "default-src 'none'; style-src 'unsafe-inline'"
STYLE = """
body{font:15px/1.45 system-ui,sans-serif;margin:0 auto;max-width:70em;padding:1em 2em;color:#222}
h1{margin-bottom:.2em}h2{border-bottom:2px solid #ccc;margin-top:2em}h3{margin:1.4em 0 .3em}
table{border-collapse:collapse;margin:.4em 0}td,th{border:1px solid #ccc;padding:.2em .5em;
text-align:left;vertical-align:top}th{background:#f3f3f3}
.scenario{border-left:4px solid #ccc;margin:.8em 0;padding:.2em .8em}
.steps{list-style:none;margin:.3em 0;padding-left:.5em}.kw{font-weight:600;color:#555}
pre{background:#f6f6f6;padding:.4em .6em;white-space:pre-wrap;margin:.2em 0 .2em 1.5em}
.tag{font:12px monospace;background:#eef;border-radius:3px;padding:0 .3em;margin-right:.3em}
.result{font-weight:600;border-radius:3px;padding:0 .4em;white-space:nowrap}
#clauses td:first-child{white-space:nowrap}
.passed{background:#dfd;border-color:#3a3}.FAILED,.ERRORED,.errored{background:#fdd;border-color:#c22}
.optional-failed,.passed-though-known{background:#ffe6c7;border-color:#d80}
.known-failure{background:#eee;border-color:#888}
.not-claimed,.not-run,.skipped{background:#f4f4f4;border-color:#bbb;color:#666}
.failure{margin:.3em 0}.muted{color:#666}
"""


def load_features(folder: Path | None = None) -> list[Feature]:
    """Every shipped feature file, parsed as pytest-bdd parses it for the run."""
    folder = folder or features_dir()
    return [FeatureParser(str(folder), p.name).parse() for p in sorted(folder.glob("*.feature"))]


def scenario_result(outcome: report.Outcome) -> str:
    """One run of a scenario in the page's words (the terminal's, per scenario not per clause)."""
    if outcome.outcome == "skipped":
        return report.NOT_CLAIMED if outcome.reason.startswith("not claimed") else SKIPPED
    if outcome.outcome == "failed":
        return OPTIONAL_FAILED if outcome.level == report.OPTIONAL else report.FAILED
    labels = {
        "passed": report.PASSED,
        "errored": report.ERRORED,
        "xfailed": report.KNOWN_FAILURE,
        "xpassed": DECLARED_BUT_PASSED,
    }
    return labels.get(outcome.outcome, outcome.outcome)


def clause_tags(feature: Feature, scenario: ScenarioTemplate) -> list[str]:
    """The clauses a scenario checks: its own tags and those of its rule, feature and examples."""
    rule_tags = scenario.rule.tags if scenario.rule else set()
    example_tags = {t for e in scenario.examples for t in e.tags}
    tags = feature.tags | rule_tags | scenario.tags | example_tags
    return sorted(t for t in tags if CLAUSE_TAG.match(t))


def to_html(
    table: list[report.Row],
    outcomes: Iterable[report.Outcome],
    catalogue: Mapping[str, Clause],
    features: Sequence[Feature] | None = None,
    *,
    strict: bool = False,
    adapter: str = "",
) -> str:
    """The page for one run. It shows the features' scenarios that check a clause of the table
    (all of them, unless the run selected clauses), each with its outcomes in this run."""
    features = load_features() if features is None else features
    page = _Page(table, list(outcomes), catalogue, features)
    return page.render(strict, adapter)


class _Page:
    def __init__(
        self,
        table: list[report.Row],
        outcomes: list[report.Outcome],
        catalogue: Mapping[str, Clause],
        features: Sequence[Feature],
    ) -> None:
        self.table = table
        self.catalogue = catalogue
        self.shown = {row.clause.id for row in table}
        self.features = [
            (feature, [s for s in feature.scenarios.values() if self._shown(feature, s)])
            for feature in features
        ]
        self.outcomes: dict[str, list[report.Outcome]] = {}
        for outcome in outcomes:
            self.outcomes.setdefault(outcome.scenario.partition(" [")[0], []).append(outcome)
        self.checked_by: dict[str, list[tuple[str, str]]] = {}
        for feature, scenarios in self.features:
            for scenario in scenarios:
                for tag in clause_tags(feature, scenario):
                    entry = (_anchor(feature, scenario), scenario.name)
                    self.checked_by.setdefault(tag, []).append(entry)

    def _shown(self, feature: Feature, scenario: ScenarioTemplate) -> bool:
        return bool(self.shown & set(clause_tags(feature, scenario)))

    def runs_of(self, feature: Feature, scenario: ScenarioTemplate) -> list[report.Outcome]:
        return self.outcomes.get(f"{Path(feature.filename).name}: {scenario.name}", [])

    def render(self, strict: bool, adapter: str) -> str:
        verdict = "failed" if report.run_fails(self.table, strict) else "passed"
        body = [
            f"<h1>Kotoba memory conformance: {verdict}</h1>",
            *self.header(adapter),
            *self.index(),
            *[html for f, s in self.features if s for html in self.feature(f, s)],
        ]
        return "\n".join(
            [
                "<!DOCTYPE html>",
                '<html lang="en"><head><meta charset="utf-8">',
                f'<meta http-equiv="Content-Security-Policy" content="{CSP}">',
                f"<title>Kotoba memory conformance: {verdict}</title>",
                f"<style>{STYLE}</style></head><body>",
                *body,
                "</body></html>",
                "",
            ]
        )

    def header(self, adapter: str) -> list[str]:
        counts: dict[str, int] = {}
        for feature, scenarios in self.features:
            for scenario in scenarios:
                result = self.result(feature, scenario)
                counts[result] = counts.get(result, 0) + 1
        by_result = ", ".join(f"{counts[r]} {r}" for r in RESULTS if r in counts)
        lines = [f"<p>adapter: <code>{escape(adapter)}</code></p>"] if adapter else []
        return [
            *lines,
            f'<p id="totals">{escape(report.summary_line(self.table))}</p>',
            f"<p>scenarios: {escape(by_result) or 'none'}</p>",
        ]

    def index(self) -> list[str]:
        rows = [
            "<h2>Clauses</h2>",
            '<table id="clauses"><tr><th>clause</th><th>capability</th><th>status</th>'
            "<th>scenarios</th><th>text</th><th>checked by</th></tr>",
        ]
        for row in self.table:
            clause = row.clause
            links = "<br>".join(
                f'<a href="#{escape(anchor)}">{escape(name)}</a>'
                for anchor, name in self.checked_by.get(clause.id, [])
            )
            rows.append(
                f'<tr id="{escape(clause.id)}"><td>{escape(clause.id)}</td>'
                f"<td>{escape(clause.capability)}</td><td>{_result(row.status)}</td>"
                f"<td>{escape(report.scenario_count(row))}</td><td>{escape(clause.text)}</td>"
                f"<td>{links}</td></tr>"
            )
        return [*rows, "</table>"]

    def feature(self, feature: Feature, scenarios: list[ScenarioTemplate]) -> list[str]:
        name = Path(feature.filename).name
        html = [
            f'<section id="{escape(Path(name).stem)}">',
            f"<h2>{escape(feature.keyword)}: {escape(feature.name)} "
            f'<span class="muted">({escape(name)})</span></h2>',
            *_prose(feature.description),
        ]
        if feature.background:
            html += ["<h3>Background</h3>", *_steps(feature.background.steps)]
        rule: Rule | None = None
        for scenario in scenarios:
            if scenario.rule is not rule:
                rule = scenario.rule
                html += _rule(rule) if rule else []
            html += self.scenario(feature, scenario)
        return [*html, "</section>"]

    def result(self, feature: Feature, scenario: ScenarioTemplate) -> str:
        runs = {scenario_result(o) for o in self.runs_of(feature, scenario)}
        return next((r for r in RESULTS if r in runs), report.NOT_RUN)

    def scenario(self, feature: Feature, scenario: ScenarioTemplate) -> list[str]:
        result = self.result(feature, scenario)
        indexed = [t for t in clause_tags(feature, scenario) if t in self.shown]
        tags = " ".join(f'<a class="tag" href="#{escape(t)}">@{escape(t)}</a>' for t in indexed)
        others = sorted(t for t in scenario.tags if t not in indexed)  # not in this run's index
        tags += "".join(f' <span class="tag">@{escape(t)}</span>' for t in others)
        html = [
            f'<div class="scenario {_css(result)}" id="{escape(_anchor(feature, scenario))}">',
            f"<p>{tags}<br><span class='kw'>{escape(scenario.keyword)}:</span> "
            f"<b>{escape(scenario.name)}</b> {_result(result)}</p>",
            *_prose(scenario.description),
            *_steps(scenario.steps[len(scenario.all_background_steps) :]),  # backgrounds: above
            *[line for examples in scenario.examples for line in _examples(examples)],
            *self.runs(feature, scenario),
        ]
        return [*html, "</div>"]

    def runs(self, feature: Feature, scenario: ScenarioTemplate) -> list[str]:
        """Each example's result for an outline, and each failure with its step and message."""
        html = []
        for outcome in self.runs_of(feature, scenario):
            example = outcome.scenario.partition(" [")[2].rstrip("]")
            if example:
                label = _result(scenario_result(outcome))
                html.append(f"<p class='failure'>{label} <code>{escape(example)}</code></p>")
            if (failure := outcome.failure) is not None and outcome.outcome != "passed":
                html += [
                    f"<p class='failure'>step <code>{escape(failure.step)}</code> "
                    f"<span class='muted'>({escape(failure.location)})</span></p>",
                    f"<pre>{escape(report.own_message(failure.message).rstrip())}</pre>",
                ]
            elif outcome.outcome == "skipped" and outcome.reason:
                html.append(f"<p class='muted failure'>{escape(outcome.reason)}</p>")
        return html


def _anchor(feature: Feature, scenario: ScenarioTemplate) -> str:
    return f"{Path(feature.filename).stem}-{scenario.line_number}"


def _css(result: str) -> str:
    return result.replace(",", "").replace(" ", "-")


def _result(result: str) -> str:
    return f'<span class="result {_css(result)}">{escape(result)}</span>'


def _rule(rule: Rule) -> list[str]:
    html = [f"<h3>{escape(rule.keyword)}: {escape(rule.name)}</h3>", *_prose(rule.description)]
    if rule.background:
        html += ["<p class='kw'>Background</p>", *_steps(rule.background.steps)]
    return html


def _prose(text: str | None) -> list[str]:
    paragraphs = [" ".join(p.split()) for p in (text or "").split("\n\n")]
    return [f"<p>{escape(p)}</p>" for p in paragraphs if p]


def _steps(steps: Iterable[Step]) -> list[str]:
    html = ['<ul class="steps">']
    for step in steps:
        html.append(f"<li><span class='kw'>{escape(step.keyword)}</span> {escape(step.name)}")
        if step.docstring is not None:
            html.append(f"<pre>{escape(step.docstring)}</pre>")
        if step.datatable is not None:
            html.append(_table([], [[str(c) for c in row] for row in step.datatable.raw()]))
        html.append("</li>")
    return [*html, "</ul>"]


def _examples(examples: Examples) -> list[str]:
    tags = "".join(f'<span class="tag">@{escape(t)}</span>' for t in sorted(examples.tags))
    title = f"Examples: {escape(examples.name)}" if examples.name else "Examples:"
    rows = [list(row) for row in examples.examples]
    return [f"<p>{tags}<span class='kw'>{title}</span></p>", _table(examples.example_params, rows)]


def _table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    head = "<tr>" + "".join(f"<th>{escape(cell)}</th>" for cell in header) + "</tr>"
    body = "".join(
        "<tr>" + "".join(f"<td>{escape(cell)}</td>" for cell in row) + "</tr>" for row in rows
    )
    return f"<table>{head if header else ''}{body}</table>"
