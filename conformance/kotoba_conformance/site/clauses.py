"""The clause catalogue as a page: each clause with the sentences that state it, every scenario
that checks it (required first), its status in each committed report, and the resolutions that
concern it."""

from __future__ import annotations

from html import escape

from kotoba_conformance.reports import inline_markdown
from kotoba_conformance.site import layout, outcomes
from kotoba_conformance.site.documents import by_clause
from kotoba_conformance.site.sources import Scenario, Sources


def concerning(sources: Sources, clause: str) -> list[str]:
    """The resolutions that name the clause in their heading, or that the clause mentions."""
    text = set(sources.clauses[clause].text.replace("(", " ").replace(")", " ").split())
    return [
        rid
        for rid, resolution in sources.resolutions.items()
        if clause in resolution.title.replace(",", " ").replace(")", " ").replace("(", " ").split()
        or rid in {word.strip(".,;:") for word in text}
    ]


def page(sources: Sources) -> str:
    scenarios = by_clause(sources)
    body = [
        "<h1>Clauses</h1>",
        "<p>The catalogue (<code>contract/clauses.md</code>): every behaviour the documents "
        "state, numbered, grouped by the capability an implementation claims. Each clause shows "
        "the sentences stating it, the scenarios checking it and its status in each committed "
        "report (<code>?n/m</code>: n of its m optional scenarios failed, which is advice).</p>",
        "<ul class='toc'>",
    ]
    sections: dict[str, list[str]] = {}
    for clause in sources.clauses.values():
        sections.setdefault(clause.section, []).append(clause.id)
    body += [
        f"<li><a href='#section-{escape(name)}'>{escape(name)}</a>: "
        + " ".join(f"<a href='#{c}'>{c}</a>" for c in ids)
        + "</li>"
        for name, ids in sections.items()
    ]
    body.append("</ul>")
    if sources.runs:
        header = "".join(f"<th>{escape(run.label)}</th>" for run in sources.runs)
        rows = "".join(
            layout.result_row(
                f"<a href='#{cid}'>{cid}</a>",
                [outcomes.clause_status(run, cid) for run in sources.runs],
            )
            for cid in sources.clauses
        )
        body += [
            "<h2 id='results'>Results</h2>",
            f"<table class='results'><tr><th>clause</th>{header}</tr>{rows}</table>",
        ]
    for name, ids in sections.items():
        capability = sources.clauses[ids[0]].capability
        body.append(
            f"<h2 id='section-{escape(name)}'>{escape(name)} "
            f"<span class='muted'>(capability <code>{escape(capability)}</code>)</span></h2>"
        )
        for cid in ids:
            body += _clause(sources, cid, scenarios.get(cid, []))
    return layout.page("clauses.html", "Clauses", body)


def _clause(sources: Sources, cid: str, scenarios: list[Scenario]) -> list[str]:
    clause = sources.clauses[cid]
    stating = [s for s in sources.sentences if cid in s.clauses]
    html = [
        f"<section class='sentence normative' id='{cid}'>",
        f"<h3>{cid}</h3><div class='text'>{inline_markdown.render(clause.text)}</div>",
        "<div class='meta'>Stated by: <ul>"
        + "".join(f"<li>{layout.sentence_link(s)}</li>" for s in stating)
        + "</ul></div>",
    ]
    if related := concerning(sources, cid):
        links = " ".join(layout.resolution_link(r) for r in related)
        html.append(f"<p class='meta'>Resolutions: {links}</p>")
    groups: dict[str, list[str]] = {}
    for scenario in scenarios:
        link = f"<a href='{scenario.href}'>{escape(scenario.name)}</a>"
        if scenario.level != "required":
            link += " <span class='tag optional'>optional</span>"
        groups.setdefault(scenario.feature, []).append(link)
    html.append(
        f"<details><summary>{len(scenarios)} scenarios</summary><ul>"
        + "".join(f"<li>{escape(f)}: {' · '.join(links)}</li>" for f, links in groups.items())
        + "</ul></details>"
    )
    html.append(f"<p class='meta'><a href='history.html#{cid}'>History</a></p>")
    return [*html, "</section>"]
