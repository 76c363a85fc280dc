"""The sentences of the documents that a required scenario cites, found in the documents.

A required scenario is required because a document says so: its description (or its Rule's)
quotes the sentence, on lines beginning `> `, or it carries the `@R<n>` tag of the resolution
it rests on. The lint proves each quote is really in the documents, and the HTML report shows
it beside the scenario, so a reader sees why a failure breaks the documents and not our taste.
The documents ship verbatim in `documents/`, so the check needs no file outside the kit.
"""

from __future__ import annotations

from functools import cache
from importlib import resources

QUOTE_MARK = "> "
"""A description line beginning with this (after its indentation) holds a piece of a quote."""
ELISION = "[…]"
"""Inside a quote, what was left out between two pieces of the same document."""


def quotes(description: str) -> list[str]:
    """The quotes in a Scenario's or Rule's description: each run of consecutive `> ` lines is
    one quote, its lines joined with single spaces, because a quote too long for one line of a
    feature file is still one sentence of the documents."""
    found: list[str] = []
    current: list[str] = []
    for line in [*description.splitlines(), ""]:
        stripped = line.lstrip()
        if stripped.startswith(QUOTE_MARK):
            current.append(stripped[len(QUOTE_MARK) :].strip())
        elif current:
            found.append(_collapse(" ".join(current)))
            current = []
    return [quote for quote in found if quote]


@cache
def documents() -> dict[str, str]:
    """The specification documents as shipped (file name → text), exactly as written: they
    are the authority a quote is checked against, so they are never edited or normalised."""
    folder = resources.files("kotoba_conformance.contract").joinpath("documents")
    return {
        entry.name: entry.read_text(encoding="utf-8")
        for entry in sorted(folder.iterdir(), key=lambda e: e.name)
        if entry.name.endswith(".txt")
    }


def find(quote: str) -> str | None:
    """The document holding the quote, or None. Runs of whitespace count as one space (the
    documents wrap lines for display, a feature file wraps them again); every other character
    must match exactly. Each piece between `[…]` must occur after the one before it, in the
    same document, so an elision can shorten a sentence but never stitch two documents."""
    pieces = [_collapse(piece) for piece in quote.split(ELISION)]
    if not any(pieces):
        return None
    for name, text in documents().items():
        if _in_order(pieces, _collapse(text)):
            return name
    return None


def _in_order(pieces: list[str], text: str) -> bool:
    """Each non-empty piece found after the end of the one before it."""
    position = 0
    for piece in pieces:
        if not piece:
            continue
        found = text.find(piece, position)
        if found < 0:
            return False
        position = found + len(piece)
    return True


def _collapse(text: str) -> str:
    return " ".join(text.split())
