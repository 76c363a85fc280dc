"""The documents cut into sentences, the same way every time, so each can be accounted for.

`sentences.md` classifies every sentence of the two documents (normative, example, rationale,
not testable); that is only checkable if "sentence" means one thing. A document is read as
paragraphs (runs of lines between blank lines). A paragraph is one of:

- a **block**: measured output or a folder layout, shown as the system prints it (a line that
  starts with `#`, `- `, `~/` or `>>>` and does not end in a full stop, a line indented under an
  unindented first line, or two spaces inside a line to align columns). It is one unit: its
  lines are not prose.
- a **heading**: one line that ends in no punctuation (`memory_write — save one fact`).
- a **quote**: a paragraph wholly inside double quotes (the refusals, the USER.md header): one
  unit, since the documents quote it as one text.
- **prose**: everything else. A line starting with `•` or `1. ` opens a list item; the other
  lines continue the item or paragraph before them (so wrapping never matters). Items and
  paragraphs are cut into sentences after `.`, `!` or `?` (and a closing quote or bracket) that
  is followed by a space and a character that is not lower case (or a lower-case identifier of
  code, `load_context`, `facts_for_prompt()`), never inside double quotes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Literal

from kotoba_conformance.contract import citations

Kind = Literal["heading", "block", "quote", "sentence"]

_BLOCK_LINE = re.compile(r"^(#|- |~/|>>>)(?!.*\.$)|\S {2,}\S")
_ITEM_START = re.compile(r"^(•|\d+\.)\s+")
_SENTENCE_END = re.compile(r"[.!?][\")]?(?=\s+(?:[^\sa-z]|[a-z]\w*[_(]))")
_HEADING_END = re.compile(r"[.:;!?\"—)]$")


@dataclass(frozen=True)
class Unit:
    """One sentence (or heading, block, quote) of a document, its whitespace collapsed."""

    document: str
    kind: Kind
    text: str


def split(document: str, text: str) -> list[Unit]:
    """Every unit of one document's text, in reading order."""
    units: list[Unit] = []
    for lines in _paragraphs(text):
        units.extend(_units_of(document, lines))
    return units


@cache
def units() -> tuple[Unit, ...]:
    """Every unit of the shipped documents, document by document."""
    return tuple(u for name, text in citations.documents().items() for u in split(name, text))


def _paragraphs(text: str) -> list[list[str]]:
    paragraphs: list[list[str]] = [[]]
    for line in text.splitlines():
        if line.strip():
            paragraphs[-1].append(line.rstrip())
        elif paragraphs[-1]:
            paragraphs.append([])
    return [p for p in paragraphs if p]


def _is_block(lines: list[str]) -> bool:
    first_indented = lines[0][:1].isspace()
    hanging = any(line[:1].isspace() for line in lines[1:]) and not first_indented
    return hanging or any(_BLOCK_LINE.search(line.strip()) for line in lines)


def _units_of(document: str, lines: list[str]) -> list[Unit]:
    joined = _collapse(" ".join(lines))
    if _is_block(lines):
        return [Unit(document, "block", joined)]
    if len(lines) == 1 and not _HEADING_END.search(joined):
        return [Unit(document, "heading", joined)]
    if joined.startswith('"') and joined.endswith('"') and joined.count('"') == 2:
        return [Unit(document, "quote", joined)]
    return [Unit(document, "sentence", s) for item in _items(lines) for s in _sentences(item)]


def _items(lines: list[str]) -> list[str]:
    """The paragraph's list items (markers dropped), or the paragraph as one item."""
    items: list[list[str]] = []
    for line in lines:
        stripped = line.strip()
        if marker := _ITEM_START.match(stripped):
            items.append([stripped[marker.end() :]])
        elif items:
            items[-1].append(stripped)
        else:
            items.append([stripped])
    return [_collapse(" ".join(item)) for item in items]


def _sentences(item: str) -> list[str]:
    found: list[str] = []
    start = 0
    for end in _SENTENCE_END.finditer(item):
        if item.count('"', start, end.end()) % 2:
            continue  # inside a quotation: its full stops are the quote's, not ours
        found.append(item[start : end.end()].strip())
        start = end.end()
    found.append(item[start:].strip())
    return [s for s in found if s]


def _collapse(text: str) -> str:
    return " ".join(text.split())
