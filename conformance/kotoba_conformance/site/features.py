"""The features rendered as the manual, in the documents' order: a contents page, and a page per
feature file with its description, its Rules and the sentences they quote, every scenario (tags,
steps, doc strings, tables, examples) and what each committed report says of it."""

from __future__ import annotations

from collections.abc import Iterable
from html import escape
from pathlib import Path

from pytest_bdd.parser import Examples, Feature, Rule, Step

from kotoba_conformance.site import layout, outcomes
from kotoba_conformance.site.sources import Scenario, Sources, feature_page


def contents(sources: Sources) -> str:
    body = [
        "<h1>Features</h1>",
        "<p>The feature files in the order the documents speak of their areas, each with its "
        "Rules. A scenario's steps speak the user's and the model's words; the "
        "<a href='glossary.html'>glossary</a> says which call of the adapter contract each "
        "phrase makes.</p>",
        "<ol class='toc'>",
    ]
    for feature in sources.features:
        own = _scenarios(sources, feature)
        page = feature_page(feature.filename)
        body.append(
            f"<li><a href='{page}'>{escape(feature.name)}</a> "
            f"<span class='muted'>({escape(Path(feature.filename).name)}, {len(own)} scenarios)"
            "</span><ul>"
        )
        for rule in _rules(own):
            body.append(
                f"<li><a href='{page}#{_rule_anchor(feature, rule)}'>{escape(rule.name)}</a></li>"
            )
        body.append("</ul></li>")
    body.append("</ol>")
    return layout.page("features.html", "Features", body)


def page(sources: Sources, feature: Feature) -> tuple[str, str]:
    """The feature's file name and its page."""
    name = feature_page(feature.filename)
    own = _scenarios(sources, feature)
    body = [
        f"<h1>{escape(feature.name)}</h1>",
        f"<p class='muted'><code>features/{escape(Path(feature.filename).name)}</code></p>",
        *_prose(feature.description),
    ]
    rules = _rules(own)
    if rules:
        body.append("<h2>Contents</h2><ol class='toc'>")
        body += [
            f"<li><a href='#{_rule_anchor(feature, r)}'>{escape(r.name)}</a></li>" for r in rules
        ]
        body.append("</ol>")
    if feature.background:
        body += ["<h2>Background</h2>", *_steps(feature.background.steps)]
    current: Rule | None = None
    for scenario in own:
        rule = scenario.template.rule
        if rule is not None and rule is not current:
            current = rule
            body += _rule(feature, rule)
        body += _scenario(sources, scenario)
    return name, layout.page(name, feature.name, body)


def _scenarios(sources: Sources, feature: Feature) -> list[Scenario]:
    own = Path(feature.filename).name
    return [s for s in sources.scenarios if s.feature == own]


def _rules(scenarios: list[Scenario]) -> list[Rule]:
    found: list[Rule] = []
    for scenario in scenarios:
        rule = scenario.template.rule
        if rule is not None and all(rule is not r for r in found):
            found.append(rule)
    return found


def _rule_anchor(feature: Feature, rule: Rule) -> str:
    first = min((s.line_number for s in feature.scenarios.values() if s.rule is rule), default=0)
    return f"rule-{Path(feature.filename).stem}-{first}"


def _rule(feature: Feature, rule: Rule) -> list[str]:
    tags = "".join(f"<span class='tag'>@{escape(t)}</span>" for t in sorted(rule.tags))
    html = [f"<h2 id='{_rule_anchor(feature, rule)}'>{tags}Rule: {escape(rule.name)}</h2>"]
    html += _prose(rule.description)
    if rule.background:
        html += ["<p class='kw'>Background</p>", *_steps(rule.background.steps)]
    return html


def _prose(text: str | None) -> list[str]:
    """A description's paragraphs, its `> ` lines as the quotes they are."""
    html: list[str] = []
    for paragraph in (text or "").split("\n\n"):
        quoted: list[str] = []
        plain: list[str] = []
        for line in paragraph.splitlines():
            stripped = line.strip()
            if stripped.startswith(">"):
                quoted.append(stripped[1:].strip())
            else:
                if quoted:
                    html.append(f"<blockquote>{escape(' '.join(quoted))}</blockquote>")
                    quoted = []
                plain.append(stripped)
        if quoted:
            html.append(f"<blockquote>{escape(' '.join(quoted))}</blockquote>")
        if joined := " ".join(" ".join(plain).split()):
            html.append(f"<p>{escape(joined)}</p>")
    return html


def _scenario(sources: Sources, scenario: Scenario) -> list[str]:
    template = scenario.template
    tags = "".join(layout.clause_link(c) for c in scenario.clauses)
    tags += "".join(layout.resolution_link(r) for r in scenario.resolutions)
    if scenario.level != "required":
        tags += f"<span class='tag optional'>@{escape(scenario.level)}</span>"
    others = sorted(set(template.tags) - set(scenario.clauses) - set(scenario.resolutions))
    tags += "".join(f"<span class='tag'>@{escape(t)}</span>" for t in others if t != "optional")
    html = [
        f"<section class='scenario' id='{scenario.anchor}'>",
        f"<p class='meta'>{tags}</p>",
        f"<h4>{escape(template.keyword)}: <a href='#{scenario.anchor}'>{escape(template.name)}</a>"
        "</h4>",
        *_prose(template.description),
        *_steps(s for s in template.steps if s.background is None),
    ]
    for examples in template.examples:
        html += _examples(examples)
    if sources.runs:
        html.append(f"<p class='meta'>Results: {_results(sources, scenario)}</p>")
    return [*html, "</section>"]


def _results(sources: Sources, scenario: Scenario) -> str:
    """How many implementations passed it, or did not run it; every other outcome with the
    implementations showing it."""
    found = outcomes.outcomes(sources.runs, sources.reports, scenario)
    parts = []
    for result, labels in outcomes.grouped(found):
        if result in (outcomes.PASSED, outcomes.NOT_CLAIMED, outcomes.NOT_RUN):
            parts.append(f"{layout.result(result)} {len(labels)}")
        else:
            parts.append(f"{layout.result(result)} {escape(', '.join(labels))}")
    return " · ".join(parts)


def _steps(steps: Iterable[Step]) -> list[str]:
    html = ["<ul class='steps'>"]
    for step in steps:
        html.append(f"<li><b>{escape(step.keyword)}</b> {escape(step.name)}")
        if step.docstring is not None:
            html.append(f"<pre>{escape(step.docstring)}</pre>")
        if step.datatable is not None:
            rows = [[escape(str(c)) for c in row] for row in step.datatable.raw()]
            html.append(layout.table(rows[0], rows[1:]) if rows else "")
    return [*html, "</ul>"]


def _examples(examples: Examples) -> list[str]:
    tags = "".join(
        f"<span class='tag{' optional' if t == 'optional' else ''}'>@{escape(t)}</span>"
        for t in sorted(examples.tags)
    )
    title = f"Examples: {escape(examples.name)}" if examples.name else "Examples:"
    header = [escape(p) for p in examples.example_params]
    rows = [[escape(str(cell)) for cell in row] for row in examples.examples]
    return [f"<p>{tags}<span class='kw'>{title}</span></p>", layout.table(header, rows)]
