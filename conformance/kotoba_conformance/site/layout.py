"""The frame every page of the site shares: the navigation, the style, the search box, and small
pieces of markup (a clause link, a scenario link, a result).

Every page is whole on its own (inline style, no font, no request): its Content-Security-Policy
forbids loading anything, and only the search page runs a script, allowed by its hash. Every text
taken from the documents, the features or a report is escaped here or by the caller.
"""

from __future__ import annotations

import base64
import hashlib
from collections.abc import Iterable
from html import escape

from kotoba_conformance.site.sources import Scenario, Sentence

NAV = (
    ("index.html", "Home"),
    ("document-000.html", "Memory"),
    ("document-001.html", "What she remembers"),
    ("features.html", "Features"),
    ("clauses.html", "Clauses"),
    ("open-points.html", "Open points"),
    ("history.html", "History"),
    ("glossary.html", "Glossary"),
    ("search.html", "Search"),
)
STYLE = """
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1d1d1f;background:#fff}
main{max-width:62em;margin:0 auto;padding:.5em 1.5em 3em}
nav.top{background:#23395d;padding:.4em 1.5em;display:flex;flex-wrap:wrap;gap:.2em 1em;
align-items:center}nav.top a{color:#fff;text-decoration:none}nav.top a[aria-current]{
text-decoration:underline;font-weight:600}nav.top form{margin-left:auto}
nav.top input{font:inherit;padding:.1em .4em;width:13em}
h1{font-size:1.7em;margin:.6em 0 .2em}h2{border-bottom:2px solid #dde;margin-top:1.8em}
h3{margin:1.3em 0 .3em}a{color:#1a4fa0}
table{border-collapse:collapse;margin:.4em 0}td,th{border:1px solid #ccd;padding:.15em .5em;
text-align:left;vertical-align:top}th{background:#f1f3f8}
code{background:#f1f1f4;border-radius:3px;padding:0 .2em;font-size:.92em}
pre{background:#f5f5f7;padding:.4em .7em;white-space:pre-wrap;margin:.2em 0 .3em 1.5em}
.sentence{border-left:4px solid #ccd;margin:.9em 0;padding:.2em .9em}
.sentence.normative{border-color:#23395d}.sentence.example{border-color:#2a8a4a}
.sentence.rationale,.sentence.not-testable{border-color:#b9b9c4;color:#444}
.sentence.heading{border:0;padding:0}.sentence .text{font-size:1.05em}
.block{white-space:pre-wrap;font-family:ui-monospace,monospace;font-size:.92em}
.class{font-size:.78em;text-transform:uppercase;letter-spacing:.04em;color:#555;margin-right:.6em}
.meta{font-size:.9em;margin:.2em 0}.muted{color:#666}
.tag{font:12px ui-monospace,monospace;background:#eef;border-radius:3px;padding:0 .3em;
margin-right:.3em;white-space:nowrap}.optional{background:#fff1d6}
.r{border-radius:3px;padding:0 .35em;white-space:nowrap}
.passed{background:#dcf3dc}.FAILED,.ERRORED,.UNEXPECTED-PASS{background:#f9d6d6}
.optional-failed,.passed-declared-failing{background:#ffe6c7}.known-failure{background:#e8e8e8}
.not-claimed,.not-run,.skipped,.optional-only,.absent{background:#f4f4f4;color:#666}
.scenario{border-left:4px solid #ccd;margin:.8em 0;padding:.1em .9em}
.scenario h4{margin:.3em 0}.steps{list-style:none;margin:.3em 0;padding-left:.4em}
.kw,.steps b{font-weight:600;color:#555}blockquote{margin:.4em 0 .4em .5em;padding:.1em .7em;
border-left:3px solid #88a;background:#f7f7fc;font-style:italic}
ol.toc li,ul.toc li{margin:.15em 0}#results td:first-child{white-space:nowrap}
.meta ul{margin:.1em 0 .3em;padding-left:1.4em}#entries i{font-size:.8em;color:#555}
#entries small{color:#666}.results td{white-space:nowrap}
.results.wide td{white-space:normal}.results.wide td:first-child{min-width:16em}
table{max-width:100%}
"""
CSP = "default-src 'none'; style-src 'self'; form-action 'self'"


def page(name: str, title: str, body: Iterable[str], script: str = "") -> str:
    """A whole page: `name` is its file (marked current in the navigation)."""
    policy = CSP
    if script:
        digest = base64.b64encode(hashlib.sha256(script.encode("utf-8")).digest()).decode()
        policy += f"; script-src 'sha256-{digest}'"
    links = "".join(
        f'<a href="{href}"{" aria-current=page" if href == name else ""}>{escape(label)}</a>'
        for href, label in NAV
    )
    search = (
        '<form action="search.html" method="get" role="search">'
        '<input type="search" name="q" placeholder="Search" '
        'aria-label="Search"></form>'
    )
    return "\n".join(
        [
            "<!DOCTYPE html>",
            '<html lang="en"><head><meta charset="utf-8">',
            f'<meta http-equiv="Content-Security-Policy" content="{policy}">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            f"<title>{escape(title)} · Kotoba memory conformance</title>",
            '<link rel="stylesheet" href="style.css"></head><body>',
            f'<nav class="top" aria-label="Site">{links}{search}</nav>',
            "<main>",
            *body,
            "</main>",
            f"<script>{script}</script>" if script else "",
            "</body></html>",
            "",
        ]
    )


def clause_link(clause: str) -> str:
    return f"<a class=tag href=clauses.html#{clause}>{clause}</a>"


def resolution_link(resolution: str) -> str:
    return f"<a class=tag href=open-points.html#{resolution}>{resolution}</a>"


def scenario_link(scenario: Scenario) -> str:
    level = (
        ""
        if scenario.level == "required"
        else f' <span class="tag optional">{scenario.level}</span>'
    )
    return f'<a href="{scenario.href}">{escape(scenario.name)}</a>{level}'


def sentence_link(sentence: Sentence, words: int = 10) -> str:
    text = sentence.text.split()
    short = " ".join(text[:words]) + (" …" if len(text) > words else "")
    return f'<a href="document-{sentence.document[:3]}.html#{sentence.anchor}">{escape(short)}</a>'


def css(text: str) -> str:
    """A status or outcome as a class (`known failure ?1/3` → `known-failure`)."""
    bare = text.split(" ?", maxsplit=1)[0].split(" (", maxsplit=1)[0]
    return bare.replace(",", "").replace(" ", "-")


def result(text: str) -> str:
    """A status or outcome, coloured by its class."""
    return f"<span class='r {escape(css(text))}'>{escape(text)}</span>"


def table(header: Iterable[str], rows: Iterable[Iterable[str]]) -> str:
    """A table whose cells are markup already."""
    head = "".join(f"<th>{cell}</th>" for cell in header)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table><tr>{head}</tr>{body}</table>"


def result_row(label: str, results: Iterable[str]) -> str:
    """A table row: a label, then one status cell each, coloured by its class."""
    cells = "".join(f'<td class="{escape(css(r))}">{escape(r)}</td>' for r in results)
    return f"<tr><td>{label}</td>{cells}</tr>"
