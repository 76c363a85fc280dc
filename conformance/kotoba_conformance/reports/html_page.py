"""The features as living documentation, and a failure report: one HTML page naming the
implementation under test, then what failed (each failing scenario with its clause, its step and
its message, linked to its place), the clause index (failing clauses first, each failing scenario
marked in its clause's row, the clause text rendered from its Markdown), the resolutions the
scenarios rest on, and every feature file (prose, citations, rules, scenarios, steps, doc
strings, tables and examples) with each scenario's result in this run.

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

from kotoba_conformance.contract import catalogue as shipped
from kotoba_conformance.contract.catalogue import CLAUSE_TAG, RESOLUTION_TAG, Clause, Resolution
from kotoba_conformance.contract.citations import quotes
from kotoba_conformance.contract.locations import features_dir
from kotoba_conformance.contract.provenance import Provenance
from kotoba_conformance.reports import inline_markdown
from kotoba_conformance.reports.outcomes import Level, Outcome, ScenarioResult
from kotoba_conformance.reports.table import Row, Status, run_fails
from kotoba_conformance.reports.terminal import (
    counts_line,
    own_message,
    scenario_count,
    summary_line,
)

OPTIONAL_FAILED, SKIPPED, DECLARED_BUT_PASSED = "optional failed", "skipped", "passed, though known"
RESULTS: tuple[str, ...] = (
    Status.FAILED, Status.ERRORED, OPTIONAL_FAILED, DECLARED_BUT_PASSED, Status.KNOWN_FAILURE,
    Status.PASSED, Status.NOT_CLAIMED, SKIPPED, Status.NOT_RUN,
)  # fmt: skip
"""A scenario's possible results, worst first: a scenario run several times (an outline) shows
its worst."""
FAILING: tuple[str, ...] = (Status.FAILED, Status.ERRORED, OPTIONAL_FAILED, DECLARED_BUT_PASSED)
"""The results the page lists under "What failed", and marks in their clauses' rows."""
CSP = "default-src 'none'; style-src 'unsafe-inline'"
STYLE = """
body{font:15px/1.45 system-ui,sans-serif;margin:0 auto;max-width:70em;padding:1em 2em;color:#222}
h1{margin-bottom:.2em}h2{border-bottom:2px solid #ccc;margin-top:2em}h3{margin:1.4em 0 .3em}
table{border-collapse:collapse;margin:.4em 0}td,th{border:1px solid #ccc;padding:.2em .5em;
text-align:left;vertical-align:top}th{background:#f3f3f3}
.scenario{border-left:4px solid #ccc;margin:.8em 0;padding:.2em .8em;display:flow-root}
.steps{list-style:none;margin:.3em 0;padding-left:.5em}.kw{font-weight:600;color:#555}
pre{background:#f6f6f6;padding:.4em .6em;white-space:pre-wrap;margin:.2em 0 .2em 1.5em}
code{background:#f3f3f3;border-radius:3px;padding:0 .2em}
.tag{font:12px monospace;background:#eef;border-radius:3px;padding:0 .3em;margin-right:.3em}
.result{font-weight:600;border-radius:3px;padding:0 .4em;white-space:nowrap}
#clauses td:first-child{white-space:nowrap}
.passed{background:#dfd;border-color:#3a3}.FAILED,.ERRORED,.errored{background:#fdd;border-color:#c22}
.optional-failed,.passed-though-known{background:#ffe6c7;border-color:#d80}
.UNEXPECTED-PASS{background:#fdd;border-color:#c22}
.known-failure{background:#eee;border-color:#888}
.not-claimed,.not-run,.skipped,.optional-only{background:#f4f4f4;border-color:#bbb;color:#666}
.failure{margin:.3em 0}.muted{color:#666}
.implementation{font-size:1.15em}
.what-failed{border-left:4px solid #c22;margin:.8em 0;padding:.2em .8em}
.what-failed.optional-failed{border-color:#d80}
blockquote.citation{float:right;clear:right;width:38%;margin:.3em 0 .5em 1em;padding:.3em .7em;
border-left:3px solid #88a;background:#f7f7fc;font-style:italic;color:#333}
blockquote.quote{margin:.4em 0 .4em 1em;padding:.1em .7em;border-left:3px solid #88a;
background:#f7f7fc;font-style:italic}
.resolution{margin:.6em 0}
"""


def load_features(folder: Path | None = None) -> list[Feature]:
    """Every shipped feature file, parsed as pytest-bdd parses it for the run."""
    folder = folder or features_dir()
    return [FeatureParser(str(folder), p.name).parse() for p in sorted(folder.glob("*.feature"))]


def scenario_result(outcome: ScenarioResult) -> str:
    """One run of a scenario in the page's words (the terminal's, per scenario not per clause)."""
    if outcome.outcome is Outcome.SKIPPED:
        return Status.NOT_CLAIMED if outcome.not_claimed else SKIPPED
    if outcome.outcome is Outcome.FAILED:
        return OPTIONAL_FAILED if outcome.level is Level.OPTIONAL else Status.FAILED
    labels: dict[Outcome, str] = {
        Outcome.PASSED: Status.PASSED,
        Outcome.ERRORED: Status.ERRORED,
        Outcome.KNOWN_FAILURE: Status.KNOWN_FAILURE,
        Outcome.UNEXPECTED_PASS: DECLARED_BUT_PASSED,
    }
    return labels[outcome.outcome]


def clause_tags(feature: Feature, scenario: ScenarioTemplate) -> list[str]:
    """The clauses a scenario checks: its own tags and those of its rule, feature and examples."""
    return sorted(t for t in _all_tags(feature, scenario) if CLAUSE_TAG.match(t))


def resolution_tags(feature: Feature, scenario: ScenarioTemplate) -> list[str]:
    """The resolutions a scenario rests on, wherever they are tagged, in number order."""
    found = {t for t in _all_tags(feature, scenario) if RESOLUTION_TAG.match(t)}
    return sorted(found, key=lambda rid: int(rid[1:]))


def _all_tags(feature: Feature, scenario: ScenarioTemplate) -> set[str]:
    rule_tags = scenario.rule.tags if scenario.rule else set()
    example_tags = {t for e in scenario.examples for t in e.tags}
    return set(feature.tags | rule_tags | scenario.tags | example_tags)


def to_html(
    table: list[Row],
    outcomes: Iterable[ScenarioResult],
    catalogue: Mapping[str, Clause],
    features: Sequence[Feature] | None = None,
    *,
    strict: bool = False,
    run: Provenance | None = None,
    resolutions: Mapping[str, Resolution] | None = None,
) -> str:
    """The page for one run. It shows the features' scenarios that check a clause of the table
    (all of them, unless the run selected clauses), each with its outcomes in this run."""
    features = load_features() if features is None else features
    resolutions = shipped.resolution_texts() if resolutions is None else resolutions
    page = _Page(table, list(outcomes), catalogue, features, resolutions)
    return page.render(strict, run)


class _Page:
    def __init__(
        self,
        table: list[Row],
        outcomes: list[ScenarioResult],
        catalogue: Mapping[str, Clause],
        features: Sequence[Feature],
        resolutions: Mapping[str, Resolution],
    ) -> None:
        self.table = table
        self.catalogue = catalogue
        self.resolutions = resolutions
        self.shown = {row.clause.id for row in table}
        self.features = [
            (feature, [s for s in feature.scenarios.values() if self._shown(feature, s)])
            for feature in features
        ]
        self.all_outcomes = outcomes
        self.outcomes: dict[str, list[ScenarioResult]] = {}
        for outcome in outcomes:
            self.outcomes.setdefault(_base(outcome.scenario), []).append(outcome)
        self.checked_by: dict[str, list[tuple[str, str, str]]] = {}
        self.anchors: dict[str, str] = {}
        """A scenario's name as the results give it (`file: name`) → its anchor on the page."""
        self.resting_on: dict[str, list[tuple[str, str]]] = {}
        for feature, scenarios in self.features:
            for scenario in scenarios:
                anchor = _anchor(feature, scenario)
                key = f"{Path(feature.filename).name}: {scenario.name}"
                self.anchors[key] = anchor
                for tag in clause_tags(feature, scenario):
                    self.checked_by.setdefault(tag, []).append((anchor, scenario.name, key))
                for rid in resolution_tags(feature, scenario):
                    self.resting_on.setdefault(rid, []).append((anchor, scenario.name))
        self.links = self.shown | set(resolutions)
        """The ids a text may link to: the clauses of this page's index, and the resolutions."""

    def _shown(self, feature: Feature, scenario: ScenarioTemplate) -> bool:
        return bool(self.shown & set(clause_tags(feature, scenario)))

    def runs_of(self, feature: Feature, scenario: ScenarioTemplate) -> list[ScenarioResult]:
        return self.outcomes.get(f"{Path(feature.filename).name}: {scenario.name}", [])

    def render(self, strict: bool, run: Provenance | None) -> str:
        verdict = "failed" if run_fails(self.table, strict) else "passed"
        tested = f" of {run.implementation.display}" if run is not None else ""
        body = [
            f"<h1>Kotoba memory conformance: {verdict}</h1>",
            *self.header(run),
            *self.contents(),
            *self.failures(),
            *self.index(),
            *self.resolution_list(),
            *[html for f, s in self.features if s for html in self.feature(f, s)],
        ]
        return "\n".join(
            [
                "<!DOCTYPE html>",
                '<html lang="en"><head><meta charset="utf-8">',
                f'<meta http-equiv="Content-Security-Policy" content="{CSP}">',
                f"<title>Kotoba memory conformance{escape(tested)}: {verdict}</title>",
                f"<style>{STYLE}</style></head><body>",
                *body,
                "</body></html>",
                "",
            ]
        )

    def header(self, run: Provenance | None) -> list[str]:
        counts: dict[str, int] = {}
        for feature, scenarios in self.features:
            for scenario in scenarios:
                result = self.result(feature, scenario)
                counts[result] = counts.get(result, 0) + 1
        by_result = ", ".join(f"{counts[r]} {r}" for r in RESULTS if r in counts)
        lines = []
        if run is not None:
            lines += [
                f'<p class="implementation">implementation under test: '
                f"<b>{escape(run.implementation.display)}</b></p>",
                f"<p class='muted'>judged by {escape(run.kit)}</p>",
            ]
        return [
            *lines,
            f'<p id="totals">{escape(summary_line(self.table))}</p>',
            f'<p id="counts">{escape(counts_line(self.table, self.all_outcomes))}</p>',
            f"<p>scenarios by result (an outline by its worst row): {escape(by_result) or 'none'}"
            "</p>",
        ]

    def contents(self) -> list[str]:
        """The page's table of contents: what failed (when something did), the clauses, the
        resolutions, and each feature shown with its number of scenarios."""
        items = []
        if self.failures():
            items.append('<li><a href="#failures">What failed</a></li>')
        items += [
            '<li><a href="#clause-index">Clauses</a></li>',
            '<li><a href="#resolutions">Resolutions</a></li>',
        ]
        shown = [(f, s) for f, s in self.features if s]
        if shown:
            features = "".join(
                f'<li><a href="#{escape(Path(f.filename).stem)}">{escape(f.name)}</a> '
                f'<span class="muted">({len(s)} scenarios)</span></li>'
                for f, s in shown
            )
            items.append(f"<li>Features<ol>{features}</ol></li>")
        return ['<nav id="contents"><h2>Contents</h2><ol>', *items, "</ol></nav>"]

    def failures(self) -> list[str]:
        """Every scenario that failed or errored, and those of a clause declared a known failure
        that now passes (UNEXPECTED PASS), worst first: the clause it is charged to, the
        scenario linked to its place, the resolutions it rests on, the step and the message."""
        unexpected = {
            name
            for row in self.table
            if row.status is Status.UNEXPECTED_PASS
            for name in row.passed_unexpectedly
        }
        failing = [
            o
            for o in self.all_outcomes
            if scenario_result(o) in FAILING
            and (scenario_result(o) != DECLARED_BUT_PASSED or o.scenario in unexpected)
        ]
        if not failing:
            return []
        failing.sort(key=lambda o: RESULTS.index(scenario_result(o)))
        html = ['<h2 id="failures">What failed</h2>']
        for outcome in failing:
            result = scenario_result(outcome)
            charged = outcome.charged or outcome.clauses
            anchor = self.anchors.get(_base(outcome.scenario))
            name = escape(outcome.scenario)
            title = f'<a href="#{escape(anchor)}">{name}</a>' if anchor else name
            clauses = " ".join(self._tag(cid) for cid in charged)
            html += [
                f'<div class="what-failed {_css(result)}">',
                f"<p>{_result(result)} {clauses} <b>{title}</b></p>",
                *[
                    f"<p class='failure'>{self._markdown(self.catalogue[cid].text)}</p>"
                    for cid in charged
                    if cid in self.catalogue
                ],
                *self._rests_on(outcome.resolutions),
                *self._failure(outcome),
                "</div>",
            ]
        return html

    def _rests_on(self, resolutions: Iterable[str]) -> list[str]:
        return [
            f"<p class='failure'>rests on {self._tag(rid)} "
            f"{escape(self.resolutions[rid].title) if rid in self.resolutions else ''}</p>"
            for rid in resolutions
        ]

    def _markdown(self, text: str) -> str:
        return inline_markdown.render(text, self.links)

    def _tag(self, tag: str) -> str:
        if tag in self.links:
            return f'<a class="tag" href="#{escape(tag)}">@{escape(tag)}</a>'
        return f'<span class="tag">@{escape(tag)}</span>'

    def index(self) -> list[str]:
        """The clause table, the clauses failing the run first, then those with optional
        failures, then the rest in catalogue order; each non-passing scenario marked."""
        rows = [
            '<h2 id="clause-index">Clauses</h2>',
            '<table id="clauses"><tr><th>clause</th><th>capability</th><th>status</th>'
            "<th>checks</th><th>text</th><th>checked by</th></tr>",
        ]
        ordered = sorted(
            self.table,
            key=lambda row: (not row.status.fails_the_run, not row.optional_failed),
        )
        for row in ordered:
            clause = row.clause
            marks = _marks(row)
            links = []
            for anchor, name, key in self.checked_by.get(clause.id, []):
                mark = next((m for scenario, m in marks.items() if _base(scenario) == key), "")
                label = f"{_result(mark)} " if mark else ""
                links.append(f'{label}<a href="#{escape(anchor)}">{escape(name)}</a>')
            rows.append(
                f'<tr id="{escape(clause.id)}"><td>{escape(clause.id)}</td>'
                f"<td>{escape(clause.capability)}</td><td>{_result(row.status)}</td>"
                f"<td>{escape(scenario_count(row))}</td>"
                f"<td>{inline_markdown.render(clause.text, self.links)}</td>"
                f"<td>{'<br>'.join(links)}</td></tr>"
            )
        return [*rows, "</table>"]

    def resolution_list(self) -> list[str]:
        """Each resolution's text, anchored, with the scenarios on this page resting on it."""
        html = [
            '<h2 id="resolutions">Resolutions</h2>',
            "<p>Where the documents disagree or are silent, the reading the suite encodes "
            "(clauses.md). A scenario tagged <span class='tag'>@R4</span> rests on R4.</p>",
        ]
        for rid, resolution in self.resolutions.items():
            scenarios = ", ".join(
                f'<a href="#{escape(anchor)}">{escape(name)}</a>'
                for anchor, name in self.resting_on.get(rid, [])
            )
            html += [
                f'<div class="resolution" id="{escape(rid)}">',
                f"<h3>{escape(rid)} — {inline_markdown.render(resolution.title, self.links)}</h3>",
                f"<p>{inline_markdown.render(resolution.text, self.links)}</p>",
                *([f"<p class='muted'>rested on by: {scenarios}</p>"] if scenarios else []),
                "</div>",
            ]
        return html

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
        return next((r for r in RESULTS if r in runs), Status.NOT_RUN)

    def scenario(self, feature: Feature, scenario: ScenarioTemplate) -> list[str]:
        result = self.result(feature, scenario)
        indexed = [t for t in clause_tags(feature, scenario) if t in self.shown]
        rests_on = resolution_tags(feature, scenario)
        tags = " ".join(self._tag(t) for t in [*indexed, *rests_on])
        others = sorted(t for t in scenario.tags if t not in indexed and t not in rests_on)
        tags += "".join(f' <span class="tag">@{escape(t)}</span>' for t in others)
        html = [
            f'<div class="scenario {_css(result)}" id="{escape(_anchor(feature, scenario))}">',
            *[
                f'<blockquote class="citation">{escape(quote)}</blockquote>'
                for quote in quotes(scenario.description or "")
            ],
            f"<p>{tags}<br><span class='kw'>{escape(scenario.keyword)}:</span> "
            f"<b>{escape(scenario.name)}</b> {_result(result)}</p>",
            *_prose(_unquoted(scenario.description)),
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
            if outcome.outcome is not Outcome.PASSED:
                html += self._failure(outcome)
            if outcome.outcome is Outcome.SKIPPED and outcome.reason:
                html.append(f"<p class='muted failure'>{escape(outcome.reason)}</p>")
        return html

    def _failure(self, outcome: ScenarioResult) -> list[str]:
        if (failure := outcome.failure) is None or outcome.outcome is Outcome.PASSED:
            return []
        return [
            f"<p class='failure'>step <code>{escape(failure.step)}</code> "
            f"<span class='muted'>({escape(failure.location)})</span></p>",
            f"<pre>{escape(own_message(failure.message).rstrip())}</pre>",
        ]


def _marks(row: Row) -> dict[str, str]:
    """The scenarios counted for a clause that did not simply pass, with their result."""
    marks: dict[str, str] = {}
    for names, result in [
        (row.failed, Status.FAILED),
        (row.errored, Status.ERRORED),
        (row.optional_failed, OPTIONAL_FAILED),
        (row.passed_unexpectedly, DECLARED_BUT_PASSED),
        (row.failed_as_known, Status.KNOWN_FAILURE),
    ]:
        for name in names:
            marks.setdefault(name, result)
    return marks


def _base(scenario: str) -> str:
    """A result's scenario name without its example (`file: name [row]` → `file: name`)."""
    return scenario.partition(" [")[0]


def _anchor(feature: Feature, scenario: ScenarioTemplate) -> str:
    return f"{Path(feature.filename).stem}-{scenario.line_number}"


def _css(result: str) -> str:
    return result.replace(",", "").replace(" ", "-")


def _result(result: str) -> str:
    return f'<span class="result {_css(result)}">{escape(result)}</span>'


def _rule(rule: Rule) -> list[str]:
    html = [
        f"<h3>{escape(rule.keyword)}: {escape(rule.name)}</h3>",
        *_blockquotes(rule.description or ""),
        *_prose(_unquoted(rule.description)),
    ]
    if rule.background:
        html += ["<p class='kw'>Background</p>", *_steps(rule.background.steps)]
    return html


def _unquoted(text: str | None) -> str:
    """A description without its citation lines, which the page shows as quotes."""
    return "\n".join(line for line in (text or "").splitlines() if not line.strip().startswith(">"))


def _prose(text: str | None) -> list[str]:
    """A description's paragraphs; its `>` lines as quotes, in place."""
    html = []
    for paragraph in (text or "").split("\n\n"):
        html += _blockquotes(paragraph)
        if joined := " ".join(_unquoted(paragraph).split()):
            html.append(f"<p>{escape(joined)}</p>")
    return html


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


def _blockquotes(description: str) -> list[str]:
    """The documents' sentences a description cites, each as a quote beside its scenario."""
    return [f'<blockquote class="quote">{escape(q)}</blockquote>' for q in quotes(description)]
