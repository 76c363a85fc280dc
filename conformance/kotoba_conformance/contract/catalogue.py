"""The clause catalogue: every documented behaviour, numbered, with the capability it belongs to.

The catalogue ships with the suite (`clauses.md`, a copy of the team's spec) because the report is
per clause and the capability gate needs to know which capability a clause tag belongs to. Its
`## Proposed` section holds the clauses the kit checks ahead of the team's catalogue (which the kit
cannot edit): each joins its family, so the report and the capability gate treat it like the rest.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from functools import cache
from importlib import resources

CLAUSE_TAG = re.compile(r"^[A-Z]+-\d+$")
RESOLUTION_TAG = re.compile(r"^R\d+$")
"""A resolution of clauses.md (`@R4`): a scenario that relies on the suite's reading there."""
_SECTION = re.compile(r"^## (?P<name>[\w-]+) — .*\(capability `(?P<capability>[\w-]+)`\)\s*$")
_PROPOSED = re.compile(r"^## Proposed\b")
_ROW = re.compile(r"^\| (?P<id>[A-Z]+-\d+) \| (?P<text>.*) \| (?P<source>[^|]*) \|\s*$")


@dataclass(frozen=True)
class Clause:
    id: str
    capability: str
    section: str
    text: str
    proposed: bool = False
    """Proposed by the kit: in the kit's catalogue, not (yet) in the team's."""


def parse(markdown: str) -> dict[str, Clause]:
    """Read every `| ID | clause | source |` row, attributing it to its section's capability.
    A row under `## Proposed` belongs to the section of its family (`HTTP-6` to HTTP-1's) and
    is listed after the family's last clause, so it reads and reports where it belongs."""
    clauses: dict[str, Clause] = {}
    proposed: list[tuple[str, str]] = []
    section = capability = ""
    in_proposed = False
    for line in markdown.splitlines():
        if line.startswith("## "):
            in_proposed = bool(_PROPOSED.match(line))
            heading = _SECTION.match(line)
            section, capability = (heading["name"], heading["capability"]) if heading else ("", "")
        elif (row := _ROW.match(line)) and in_proposed:
            proposed.append((row["id"], row["text"].strip()))
        elif row and capability:
            clauses[row["id"]] = Clause(row["id"], capability, section, row["text"].strip())
    for cid, text in proposed:
        clauses = _join_family(clauses, cid, text)
    return clauses


def _family(cid: str) -> str:
    return cid.rsplit("-", 1)[0]


def _join_family(clauses: dict[str, Clause], cid: str, text: str) -> dict[str, Clause]:
    family = [c for c in clauses.values() if _family(c.id) == _family(cid)]
    if not family or cid in clauses:
        raise ValueError(f"proposed clause {cid}: no family {_family(cid)} to join, or taken")
    last = family[-1]
    joined: dict[str, Clause] = {}
    for key, clause in clauses.items():
        joined[key] = clause
        if key == last.id:
            joined[cid] = Clause(cid, last.capability, last.section, text, proposed=True)
    return joined


@cache
def clauses() -> dict[str, Clause]:
    """The shipped catalogue, in document order."""
    return parse(_shipped())


_RESOLUTION = re.compile(r"^- \*\*(?P<id>R\d+) — (?P<title>[^*]+)\*\*\s*(?P<first>.*)$")


@dataclass(frozen=True)
class Resolution:
    """A reading the suite encodes where the documents disagree or are silent (`R4`)."""

    id: str
    title: str
    """As the catalogue heads it, with the clauses it concerns: `order`, `the 400-character cap
    (WRITE-10)`."""
    text: str
    """The whole resolution, its lines joined (Markdown, as the catalogue writes it)."""


def parse_resolutions(markdown: str) -> dict[str, Resolution]:
    """Every `- **R4 — title.** text` item, its indented continuation lines joined."""
    found: dict[str, list[str]] = {}
    titles: dict[str, str] = {}
    current: list[str] | None = None
    for line in markdown.splitlines():
        if match := _RESOLUTION.match(line):
            titles[match["id"]] = match["title"].strip(" .")
            current = found[match["id"]] = [match["first"].strip()]
        elif current is not None and line.startswith("  ") and line.strip():
            current.append(line.strip())
        else:
            current = None
    return {
        rid: Resolution(rid, titles[rid], " ".join(p for p in parts if p))
        for rid, parts in found.items()
    }


@cache
def resolution_texts() -> dict[str, Resolution]:
    """The resolutions of the shipped catalogue, in document order."""
    return parse_resolutions(_shipped())


@cache
def resolutions() -> dict[str, str]:
    """The resolutions of the shipped catalogue (`R4` → its title): where the documents
    disagree or are silent, the reading the suite encodes."""
    return {rid: resolution.title for rid, resolution in resolution_texts().items()}


@cache
def version() -> str:
    """The shipped catalogue's version: `sha256:` and the first 12 hex digits of the SHA-256 of
    `clauses.md` as shipped. A hash, not a number kept by hand, so that it changes with every
    edit of a clause or a resolution and nobody can forget to bump it; anyone can recompute it
    (`sha256sum kotoba_conformance/contract/clauses.md`). Reports record it, so that two runs
    judged against different catalogues say so when compared."""
    data = resources.files("kotoba_conformance.contract").joinpath("clauses.md").read_bytes()
    return "sha256:" + hashlib.sha256(data).hexdigest()[:12]


def _shipped() -> str:
    return resources.files("kotoba_conformance.contract").joinpath("clauses.md").read_text("utf-8")


def capability_of(tag: str) -> str | None:
    """The capability a clause tag belongs to, or None when the tag names no clause."""
    clause = clauses().get(tag)
    return clause.capability if clause else None


def select(values: list[str]) -> list[str]:
    """Clause ids as a user types them (comma-separated, any case, repeatable), checked against
    the catalogue; raises ValueError naming the ids that are no clause."""
    wanted = [v.strip().upper() for value in values for v in value.split(",") if v.strip()]
    if unknown := [w for w in wanted if w not in clauses()]:
        raise ValueError(f"names no clause: {', '.join(unknown)}")
    return list(dict.fromkeys(wanted))
