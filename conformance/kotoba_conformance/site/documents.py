"""The two documents as written, sentence by sentence: each normative sentence with its clauses,
the scenarios that check it and every implementation's result for those clauses; each example
with the scenarios that replay it; each rationale and not-testable sentence marked so, with why
(`sentences.md` says why, and the page shows it)."""

from __future__ import annotations

from html import escape

from kotoba_conformance.reports.columns import Run
from kotoba_conformance.site import layout, outcomes
from kotoba_conformance.site.sources import TITLES, Scenario, Sentence, Sources

SHOWN_PER_CLAUSE = 6
"""A sentence no scenario quotes shows this many of its clauses' scenarios; the clause's entry on
the clauses page lists them all."""
SHOWN_QUOTING = 6
"""A sentence shows this many of the scenarios quoting it (the clauses page lists every one)."""
WHY = {
    "rationale": "Rationale: nothing to check. It explains",
    "not testable": "Not testable through the adapter contract:",
    "heading": "A run-in heading.",
}


def by_clause(sources: Sources) -> dict[str, list[Scenario]]:
    """Each clause's scenarios, required ones first, each group in the features' order."""
    found: dict[str, list[Scenario]] = {c: [] for c in sources.clauses}
    for scenario in sources.scenarios:
        for clause in scenario.clauses:
            found.setdefault(clause, []).append(scenario)
    return {c: sorted(s, key=lambda x: x.level != "required") for c, s in found.items()}


def page(sources: Sources, document: str) -> str:
    name = f"document-{document[:3]}.html"
    title = TITLES.get(document, document)
    scenarios = by_clause(sources)
    named = {(s.feature, s.name): s for s in sources.scenarios}
    body = [
        f"<h1>{escape(title)}</h1>",
        f"<p class='muted'>The document <code>{escape(document)}</code> as written, cut into "
        "sentences as <code>contract/sentences.py</code> cuts it and classified as "
        "<code>contract/sentences.md</code> classifies it. Each normative sentence shows its "
        "clauses, the scenarios that check it and each implementation's result for those "
        "clauses (<a href='index.html#implementations'>the implementations</a>).</p>",
        _legend(sources, document),
    ]
    for sentence in (s for s in sources.sentences if s.document == document):
        body += _sentence(sources, sentence, scenarios, named)
    return layout.page(name, title, body)


def _legend(sources: Sources, document: str) -> str:
    counts: dict[str, int] = {}
    for sentence in sources.sentences:
        if sentence.document == document:
            counts[sentence.classification] = counts.get(sentence.classification, 0) + 1
    parts = [f"{n} {escape(c)}" for c, n in sorted(counts.items())]
    return f"<p class='meta'>Units: {', '.join(parts)}.</p>"


def _sentence(
    sources: Sources,
    sentence: Sentence,
    scenarios: dict[str, list[Scenario]],
    named: dict[tuple[str, str], Scenario],
) -> list[str]:
    anchor, css = sentence.anchor, sentence.classification.replace(" ", "-")
    if sentence.classification == "heading" and sentence.kind == "heading":
        return [f"<h2 id='{anchor}'>{escape(sentence.text)}</h2>"]
    text_class = "text block" if sentence.kind == "block" else "text"
    html = [
        f"<div class='sentence {css}' id='{anchor}'>",
        f"<span class='class'>{escape(sentence.classification)}</span>"
        f"<a class='muted' href='#{anchor}'>#{sentence.number}</a>",
        f"<div class='{text_class}'>{escape(sentence.text)}</div>",
    ]
    if sentence.classification == "normative":
        html += _normative(sources, sentence, scenarios)
    elif sentence.classification == "example":
        replaying = [named[pair] for pair in sentence.examples if pair in named]
        html.append("<div class='meta'>Replayed by: " + _links(replaying) + "</div>")
    elif sentence.classification in WHY:
        why = escape(sentence.checked_by)
        html.append(f"<p class='meta muted'>{WHY[sentence.classification]} {why}</p>")
    quoting = [
        s
        for s in sources.cites.get(anchor, [])
        if sentence.classification != "normative" and (s.feature, s.name) not in sentence.examples
    ]
    if quoting:
        html.append("<div class='meta'>Quoted by: " + _links(quoting[:SHOWN_QUOTING]) + "</div>")
    return [*html, "</div>"]


def _normative(
    sources: Sources, sentence: Sentence, scenarios: dict[str, list[Scenario]]
) -> list[str]:
    clauses = " ".join(layout.clause_link(c) for c in sentence.clauses)
    html = [f"<p class='meta'>Clauses: {clauses}</p>"]
    quoting = sources.cites.get(sentence.anchor, [])
    if quoting:
        more = len(quoting) - SHOWN_QUOTING
        tail = (
            f"<p class='muted'>and {more} more: every scenario of "
            + ", ".join(f"<a href='clauses.html#{c}'>{c}</a>" for c in sentence.clauses)
            + " is listed with its clause</p>"
            if more > 0
            else ""
        )
        html.append(
            "<div class='meta'>Checked by the scenarios quoting it: "
            + _links(quoting[:SHOWN_QUOTING])
            + tail
            + "</div>"
        )
    else:
        shown: list[str] = []
        for clause in sentence.clauses:
            every = scenarios.get(clause, [])
            links = " · ".join(layout.scenario_link(s) for s in every[:SHOWN_PER_CLAUSE])
            more = len(every) - SHOWN_PER_CLAUSE
            tail = f" · <a href='clauses.html#{clause}'>{more} more</a>" if more > 0 else ""
            shown.append(f"<li>{clause}: {links}{tail}</li>")
        html.append(
            "<div class='meta'>No scenario quotes it; its clauses' scenarios: <ul>"
            + "".join(shown)
            + "</ul></div>"
        )
    if sources.runs:
        header = "".join(f"<th>{escape(run.label)}</th>" for run in sources.runs)
        cells = "".join(_worst(run, sentence.clauses) for run in sources.runs)
        html.append(f"<table class='results'><tr>{header}</tr><tr>{cells}</tr></table>")
    return html


def _worst(run: Run, clauses: tuple[str, ...]) -> str:
    """One implementation's cell for a sentence: its clauses' statuses, the same ones once."""
    statuses = list(dict.fromkeys(outcomes.clause_status(run, c) for c in clauses))
    if len(statuses) == 1:
        return f"<td class='{layout.css(statuses[0])}'>{escape(statuses[0])}</td>"
    each = "<br>".join(f"{c}: {escape(outcomes.clause_status(run, c))}" for c in clauses)
    worst = min(statuses, key=lambda s: outcomes.RANK.index(layout.css(s)))
    return f"<td class='{layout.css(worst)}'>{each}</td>"


def _links(scenarios: list[Scenario]) -> str:
    if not scenarios:
        return "<span class='muted'>none</span>"
    return "<ul>" + "".join(f"<li>{layout.scenario_link(s)}</li>" for s in scenarios) + "</ul>"
