"""Search over the sentences, the clauses, the resolutions and the scenarios.

The page is the index itself: every entry is listed, linked to its place, so with scripts off it
reads as an index (and the browser's own find searches it). A small inline script, the only one
on the site, filters the list as the reader types, or by the `q` of the address, which the search
box of every page sends: every word must occur, case and accents ignored.
"""

from __future__ import annotations

from html import escape

from kotoba_conformance.reports import inline_markdown
from kotoba_conformance.site import layout
from kotoba_conformance.site.sources import Sources

SCRIPT = """
(function () {
  var box = document.getElementById("q");
  var hits = Array.prototype.slice.call(document.querySelectorAll("#entries li"));
  var count = document.getElementById("count");
  function fold(text) {
    return text.normalize("NFD").replace(/[\\u0300-\\u036f]/g, "").toLowerCase();
  }
  var texts = hits.map(function (li) { return fold(li.textContent); });
  function filter() {
    var words = fold(box.value).split(/\\s+/).filter(Boolean);
    var shown = 0;
    hits.forEach(function (li, i) {
      var match = words.every(function (w) { return texts[i].indexOf(w) >= 0; });
      li.hidden = !match;
      if (match) { shown += 1; }
    });
    count.textContent = words.length ? shown + " of " + hits.length + " entries match"
      : hits.length + " entries";
  }
  var query = new URLSearchParams(window.location.search).get("q");
  if (query) { box.value = query; }
  box.addEventListener("input", filter);
  document.getElementById("searching").hidden = false;
  filter();
})();
""".strip()


def page(sources: Sources) -> str:
    entries: list[str] = []
    for sentence in sources.sentences:
        if sentence.classification == "heading":
            continue
        href = f"document-{sentence.document[:3]}.html#{sentence.anchor}"
        entries.append(_entry(sentence.classification, href, escape(sentence.text)))
    for clause in sources.clauses.values():
        text = f"{clause.id} {inline_markdown.render(clause.text)}"
        entries.append(_entry("clause", f"clauses.html#{clause.id}", text))
    for resolution in sources.resolutions.values():
        text = f"{resolution.id} — {escape(resolution.title)}"
        entries.append(_entry("resolution", f"open-points.html#{resolution.id}", text))
    for scenario in sources.scenarios:
        tags = " ".join((*scenario.clauses, *scenario.resolutions))
        extra = f"{escape(scenario.feature)} {tags}"
        entries.append(_entry("scenario", scenario.href, escape(scenario.name), extra))
    body = [
        "<h1>Search</h1>",
        "<form id='searching' role='search' hidden>"
        "<label for='q'>Words to find (every one must occur; case and accents ignored): </label>"
        "<input type='search' id='q' name='q' size='40' autofocus> "
        "<span id='count' class='muted' aria-live='polite'></span></form>",
        "<noscript><p>Scripts are off, so this page is the index: every sentence of the "
        "documents, every clause and resolution, and every scenario, each linked to its place. "
        "Your browser's find (Ctrl+F) searches it.</p></noscript>",
        f"<ul id='entries' class='toc'>{''.join(entries)}</ul>",
    ]
    return layout.page("search.html", "Search", body, script=SCRIPT)


def _entry(kind: str, href: str, text: str, extra: str = "") -> str:
    """One entry: its kind, its text linked to its place, and words it is found by besides."""
    tail = f" <small>{extra}</small>" if extra else ""
    return f"<li><i>{kind}</i> <a href={href}>{text}</a>{tail}"
