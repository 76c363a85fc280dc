"""Turning what the model passes into one storable line, and a topic name into a jailed slug."""

from __future__ import annotations

import re
import unicodedata

CAP = 400
"""The documents' cap: anything past 400 characters is cut at a word boundary (R3)."""
ELLIPSIS = "…"
DEFAULT_TOPIC = "general"
SLUG_MAX = 64
"""Long enough for any real topic name, short enough that a file name never hits the OS limit."""

_LINE_BREAKS = re.compile(r"[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]")
_NOT_SLUG = re.compile(r"[^a-z0-9]+")


def as_text(value: object, what: str) -> str:
    """A fact as text. A number is taken as the text it reads as (R15): nothing is lost by it."""
    if isinstance(value, str):
        return value
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(value)
    raise TypeError(f"{what} must be text (or a number), not {type(value).__name__}")


def as_topic(value: object) -> str | None:
    """A topic as text: a number reads as its digits, a list of words is joined (R15)."""
    if value is None or isinstance(value, str):
        return value
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(value)
    if isinstance(value, list) and all(isinstance(part, (str, int)) for part in value):
        return " ".join(str(part) for part in value)
    raise TypeError(f"a topic must be text, not {type(value).__name__}")


def has_line_break(text: str) -> bool:
    """Whether text would open a second line anywhere a file or a prompt splits lines."""
    return _LINE_BREAKS.search(text.strip()) is not None


def collapse(text: str) -> str:
    """Every run of whitespace becomes one space; the ends are trimmed."""
    return " ".join(text.split())


def cap(text: str) -> str:
    """At most 400 characters, cut at the last word boundary inside them, then an ellipsis."""
    if len(text) <= CAP:
        return text
    head = text[:CAP]
    if not text[CAP].isspace():
        boundary = head.rfind(" ")
        if boundary > 0:
            head = head[:boundary]
    return head.rstrip() + ELLIPSIS


def fold(text: str) -> str:
    """Accents removed and case folded: the form searches and slugs compare."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def slugify(topic: str | None) -> str:
    """`[a-z0-9-]` only, so no name can make a path: anything else becomes a hyphen."""
    if topic is None:
        return DEFAULT_TOPIC
    slug = _NOT_SLUG.sub("-", fold(topic)).strip("-")[:SLUG_MAX].strip("-")
    return slug or DEFAULT_TOPIC


def wordset(words: str) -> frozenset[str]:
    """A word list written as prose, one space or line apart, as a set."""
    return frozenset(words.split())
