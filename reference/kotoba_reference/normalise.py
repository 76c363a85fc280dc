"""One fact is one line: whitespace collapsed, length capped (R1, R3); and the folded word form
that duplicate detection and search both compare, so "café" and "cafe" are the same word."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

MAX_CHARS = 400
ELLIPSIS = "…"
_WORD = re.compile(r"[^\W_]+")


def normalise_fact(text: str) -> str:
    """Collapse every run of whitespace (newlines too) and cap it: a line break inside a fact
    would open a stray section in USER.md and cut the Recent scan short."""
    return cap(" ".join(text.split()))


def cap(text: str) -> str:
    """At most 400 characters, cut at the last word boundary inside them, then an ellipsis (R3)."""
    if len(text) <= MAX_CHARS:
        return text
    head = text[:MAX_CHARS]
    if text[MAX_CHARS].isspace():
        kept = head
    else:
        boundary = max(head.rfind(" "), 0)
        kept = head[:boundary] if boundary else head
    return kept.rstrip() + ELLIPSIS


@lru_cache(maxsize=65536)
def fold(text: str) -> str:
    """Case- and accent-folded text: what a reader would call the same letters."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


@lru_cache(maxsize=65536)
def words(text: str) -> tuple[str, ...]:
    """The folded words of a text, punctuation dropped, never stemmed. Cached on the text
    itself, so it can never disagree with a file read afresh."""
    return tuple(_WORD.findall(fold(text)))


def vocabulary(text: str) -> frozenset[str]:
    """A word list written as prose, one word per whitespace run: easier to read and review."""
    return frozenset(text.split())
