"""The clause catalogue: every documented behaviour, numbered, with the capability it belongs to.

The catalogue ships with the suite (`clauses.md`, a copy of the team's spec) because the report is
per clause and the capability gate needs to know which capability a clause tag belongs to.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from importlib import resources

CLAUSE_TAG = re.compile(r"^[A-Z]+-\d+$")
RESOLUTION_TAG = re.compile(r"^R\d+$")
"""A resolution of clauses.md (`@R4`): a scenario that relies on the suite's reading there."""
_SECTION = re.compile(r"^## (?P<name>[\w-]+) — .*\(capability `(?P<capability>[\w-]+)`\)\s*$")
_ROW = re.compile(r"^\| (?P<id>[A-Z]+-\d+) \| (?P<text>.*) \| (?P<source>[^|]*) \|\s*$")


@dataclass(frozen=True)
class Clause:
    id: str
    capability: str
    section: str
    text: str


def parse(markdown: str) -> dict[str, Clause]:
    """Read every `| ID | clause | source |` row, attributing it to its section's capability."""
    clauses: dict[str, Clause] = {}
    section = capability = ""
    for line in markdown.splitlines():
        if heading := _SECTION.match(line):
            section, capability = heading["name"], heading["capability"]
        elif (row := _ROW.match(line)) and capability:
            clauses[row["id"]] = Clause(row["id"], capability, section, row["text"].strip())
    return clauses


@cache
def clauses() -> dict[str, Clause]:
    """The shipped catalogue, in document order."""
    text = resources.files("kotoba_conformance.contract").joinpath("clauses.md").read_text("utf-8")
    return parse(text)


_RESOLUTION = re.compile(r"^- \*\*(?P<id>R\d+) — (?P<title>[^*]+)\*\*", re.MULTILINE)


@cache
def resolutions() -> dict[str, str]:
    """The resolutions of the shipped catalogue (`R4` → its title): where the documents
    disagree or are silent, the reading the suite encodes."""
    text = resources.files("kotoba_conformance.contract").joinpath("clauses.md").read_text("utf-8")
    return {match["id"]: match["title"].strip(" .") for match in _RESOLUTION.finditer(text)}


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
