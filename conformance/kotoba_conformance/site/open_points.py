"""The open points: where the documents leave a line undrawn, the reading the suite encodes and
what each implementation does.

First the resolutions of the catalogue (R1, R2 …), each with its text and the scenarios resting
on it. Then, clause by clause, every point `features/DIMENSIONS.md` marks optional or open: the
sentence that states the clause (and so leaves the point open), the dimensions and how each is
covered, the resolutions concerning it, and each `@optional` scenario's outcome in every
committed report. A report lists the optional scenarios that failed; one it does not list passed
where it ran (`outcomes.py`).
"""

from __future__ import annotations

import re
from html import escape

from kotoba_conformance.reports import inline_markdown
from kotoba_conformance.site import layout, outcomes
from kotoba_conformance.site.clauses import concerning
from kotoba_conformance.site.sources import Scenario, Sources

OPEN_WORDS = re.compile(r"\b(optional|open)\b")


def page(sources: Sources) -> str:
    by_name = {s.name: s for s in sources.scenarios}
    optional = [s for s in sources.scenarios if s.level != "required"]
    body = [
        "<h1>Open points</h1>",
        "<p>Where the documents disagree, or name a rule but not its line, the suite states "
        "its reading (a resolution) and checks it at the optional level: a faithful "
        "implementation may read it the other way, and its report says so as advice, never as "
        "a failure. What the documents leave open entirely is not checked at all, and "
        "<code>features/DIMENSIONS.md</code> says why.</p>",
        f"<p>{len(sources.resolutions)} resolutions; {len(optional)} scenarios with an "
        "<code>@optional</code> level (a whole scenario, or some of an outline's Examples).</p>",
        "<h2 id='resolutions'>Resolutions</h2>",
        "<ul class='toc'>"
        + "".join(
            f"<li><a href='#{r.id}'>{r.id}</a> {escape(r.title)}</li>"
            for r in sources.resolutions.values()
        )
        + "</ul>",
    ]
    for resolution in sources.resolutions.values():
        resting = [s for s in sources.scenarios if resolution.id in s.resolutions]
        body += [
            f"<section class='sentence rationale' id='{resolution.id}'>",
            f"<h3>{resolution.id} — {escape(resolution.title)}</h3>",
            f"<p>{inline_markdown.render(resolution.text)}</p>",
            f"<p class='meta'>{len(resting)} scenarios rest on it, each tagged "
            f"<code>@{resolution.id}</code> on its feature's page"
            + (": " + ", ".join(_feature_links(resting)) if resting else "")
            + "</p>",
            "</section>",
        ]
    body.append("<h2 id='by-clause'>Clause by clause</h2>")
    for cid in sources.clauses:
        own = [s for s in optional if cid in s.clauses]
        free, how = sources.dimensions.get(cid, ("", ""))
        if not own and not OPEN_WORDS.search(how):
            continue
        body += _clause(sources, cid, own, (free, how), by_name)
    return layout.page("open-points.html", "Open points", body)


def _clause(
    sources: Sources,
    cid: str,
    own: list[Scenario],
    dimensions: tuple[str, str],
    by_name: dict[str, Scenario],
) -> list[str]:
    free, how = dimensions
    stating = [s for s in sources.sentences if cid in s.clauses]
    html = [
        f"<section id='open-{cid}'>",
        f"<h3>{cid}</h3><p>{inline_markdown.render(sources.clauses[cid].text)}</p>",
        "<div class='meta'>The sentences stating it: <ul>"
        + "".join(f"<li>{layout.sentence_link(s, 40)}</li>" for s in stating)
        + "</ul></div>",
    ]
    if free:
        html += [
            "<p class='meta'><strong>What the sentence leaves free:</strong> "
            f"{_cell(free, by_name)}</p>",
            "<p class='meta'><strong>Covered, optional or open:</strong> "
            f"{_cell(how, by_name)}</p>",
        ]
    if related := concerning(sources, cid):
        html.append(
            "<p class='meta'>Resolutions: "
            + " ".join(layout.resolution_link(r) for r in related)
            + "</p>"
        )
    if own and sources.runs:
        header = "".join(f"<th>{escape(run.label)}</th>" for run in sources.runs)
        rows = "".join(
            layout.result_row(
                layout.scenario_link(scenario),
                [
                    outcome.text()
                    for _, outcome in outcomes.outcomes(sources.runs, sources.reports, scenario)
                ],
            )
            for scenario in own
        )
        html.append(
            f"<table class='results wide'><tr><th>optional scenario</th>{header}</tr>{rows}</table>"
        )
    return [*html, "</section>"]


def _feature_links(scenarios: list[Scenario]) -> list[str]:
    """Each feature holding some of the scenarios, linked to the first of them, with a count."""
    firsts: dict[str, tuple[Scenario, int]] = {}
    for scenario in scenarios:
        first, count = firsts.get(scenario.feature, (scenario, 0))
        firsts[scenario.feature] = (first, count + 1)
    return [
        f"<a href='{first.href}'>{escape(feature)}</a> ({count})"
        for feature, (first, count) in firsts.items()
    ]


def _cell(text: str, by_name: dict[str, Scenario]) -> str:
    """A DIMENSIONS.md cell: its `code`, and each scenario title in italics linked."""
    html = inline_markdown.render(text)
    for name, scenario in by_name.items():
        marked = f"<em>{escape(name)}</em>"
        if marked in html:
            html = html.replace(marked, f"<em><a href='{scenario.href}'>{escape(name)}</a></em>")
    return html
