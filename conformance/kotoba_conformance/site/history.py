"""Each clause's history across the kit's versions, read from the CHANGELOG: every entry that
names the clause (`WRITE-7`) or one of its scenarios (`writing.feature: …`, or the scenario's
name alone), under the version and the section it stands in.

The page says how many versions the CHANGELOG records; with one, it says there is no history
across versions yet, and shows what that one version records per clause, rather than invent a
past.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html import escape

from kotoba_conformance.reports import inline_markdown
from kotoba_conformance.site import layout
from kotoba_conformance.site.sources import Sources

_VERSION = re.compile(r"^## (?P<version>\S+)(?: — (?P<note>.*))?$")
_SECTION = re.compile(r"^### (?P<title>.*)$")
_MENTION = re.compile(r"\b[A-Z]+-\d+\b")


@dataclass(frozen=True)
class Entry:
    version: str
    note: str
    section: str
    text: str
    """The item as written (Markdown), its lines joined."""


def entries(changelog: str) -> list[Entry]:
    """Every bullet and paragraph under a version, with its version and section."""
    found: list[Entry] = []
    version = note = section = ""
    current: list[str] = []

    def close() -> None:
        if current and version:
            found.append(Entry(version, note, section, " ".join(current)))
        current.clear()

    for line in changelog.splitlines():
        if match := _VERSION.match(line):
            close()
            version, note, section = match["version"], match["note"] or "", ""
        elif match := _SECTION.match(line):
            close()
            section = match["title"].strip()
        elif not line.strip():
            close()
        elif line.startswith("- "):
            close()
            current.append(line[2:].strip())
        else:
            current.append(line.strip())
    close()
    return found


def versions(changelog: str) -> list[tuple[str, str]]:
    return [
        (m["version"], m["note"] or "") for m in map(_VERSION.match, changelog.splitlines()) if m
    ]


def by_clause(sources: Sources) -> dict[str, list[Entry]]:
    """Each clause's entries, in the CHANGELOG's order."""
    found: dict[str, list[Entry]] = {cid: [] for cid in sources.clauses}
    for entry in entries(sources.changelog):
        flat = " ".join(entry.text.split())
        named = set(_MENTION.findall(flat)) & set(sources.clauses)
        for scenario in sources.scenarios:
            if len(scenario.name) > 20 and scenario.name in flat:
                named.update(scenario.clauses)
        for cid in sources.clauses:
            if cid in named:
                found[cid].append(entry)
    return found


def page(sources: Sources) -> str:
    known = versions(sources.changelog)
    body = ["<h1>History</h1>"]
    if not known:
        body.append("<p>No CHANGELOG was given, so there is no history to show.</p>")
    elif len(known) == 1:
        version, note = known[0]
        body.append(
            f"<p>The CHANGELOG records one version only, <strong>{escape(version)}</strong>"
            f"{f' ({escape(note)})' if note else ''}: no clause has a history across versions "
            "yet. Below, each clause with what that version records of it: the entries naming "
            "the clause or one of its scenarios.</p>"
        )
    else:
        body.append(
            f"<p>The CHANGELOG records {len(known)} versions: "
            + ", ".join(escape(v) for v, _ in known)
            + ". Each clause with the entries naming it or one of its scenarios, newest first."
            "</p>"
        )
    history = by_clause(sources)
    numbers = {entry: index for index, entry in enumerate(entries(sources.changelog), start=1)}
    body += ["<h2>Clause by clause</h2>", "<table>"]
    for cid, items in history.items():
        links = ", ".join(
            f"<a href='#e{numbers[e]}'>{escape(e.section or e.version)} ({numbers[e]})</a>"
            for e in items
        )
        body.append(
            f"<tr id='{cid}'><td>{layout.clause_link(cid)}</td>"
            f"<td>{links or '<span class=muted>no entry names it</span>'}</td></tr>"
        )
    body += ["</table>", "<h2>The entries</h2>"]
    named: dict[Entry, list[str]] = {}
    for cid, items in history.items():
        for entry in items:
            named.setdefault(entry, []).append(cid)
    for entry, number in numbers.items():
        if entry not in named:
            continue
        where = escape(entry.version) + (f" · {escape(entry.section)}" if entry.section else "")
        clauses = " ".join(layout.clause_link(c) for c in named[entry])
        body.append(
            f"<div class='sentence' id='e{number}'><p class='meta muted'>({number}) {where} · "
            f"{clauses}</p><p>{inline_markdown.render(entry.text)}</p></div>"
        )
    return layout.page("history.html", "History", body)
