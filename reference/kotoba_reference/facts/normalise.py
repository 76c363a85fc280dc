"""One fact is one line: whitespace collapsed, length capped (R1, R3); and the two folded forms
facts are compared in, so "café" and "cafe" are the same word in both:

- `words`, for search: letters and digits only, every symbol a break ("C++" is the word "c");
- `terms`, for duplicates and corrections: whitespace-separated, with the symbols that carry
  meaning kept ("C++", "C#" and "C" are three terms; "1.80" is not "1,80"), and only the
  punctuation that frames a word (a full stop, a comma, quotes, brackets) dropped.
"""

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
    return unaccented(text.casefold())


def unaccented(text: str) -> str:
    """The text with its accents dropped (compatibility forms too), case kept."""
    if text.isascii():
        return text  # nothing to decompose: the common case, and the first search's hot path
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


@lru_cache(maxsize=65536)
def words(text: str) -> tuple[str, ...]:
    """The folded words of a text, punctuation dropped, never stemmed. Cached on the text
    itself, so it can never disagree with a file read afresh."""
    return tuple(_WORD.findall(fold(text)))


_APOSTROPHES = str.maketrans(dict.fromkeys("‘’‛ʼ′`´", "'") | dict.fromkeys("“”„‟″«»", '"'))
_FRAMING = ".,;:!?…\"'()[]{}<>*_~—–-¿¡"
"""Punctuation that frames a word rather than being part of it, stripped from a term's ends."""
_SIGNS = frozenset("-.")
"""Framing characters that open a number as a sign or a decimal point ("-5", ".5"): kept."""


@lru_cache(maxsize=65536)
def terms(text: str) -> tuple[str, ...]:
    """The folded terms of a text, for telling facts apart: never stemmed, and a symbol inside
    or attached to a word is part of it ("c++", "c#", "1.80", "ana@example.com", "luna's"). Only
    framing punctuation at a term's ends is dropped, so a final full stop, a comma or quotes
    change nothing; a term that is nothing but framing punctuation is no term."""
    return _terms(fold(text))


@lru_cache(maxsize=4096)
def cased_terms(text: str) -> tuple[str, ...]:
    """`terms` with the case as written (accents still dropped), for telling names apart."""
    return _terms(unaccented(text))


def _terms(text: str) -> tuple[str, ...]:
    if not text.isascii():
        text = text.translate(_APOSTROPHES)
    found: list[str] = []
    for chunk in text.split():
        core = chunk.rstrip(_FRAMING)
        term = core.lstrip(_FRAMING)
        cut = len(core) - len(term)
        if cut and term[:1].isdigit() and core[cut - 1] in _SIGNS:
            term = core[cut - 1 :]
        if term:
            found.append(term)
    return tuple(found)


def vocabulary(text: str) -> frozenset[str]:
    """A word list written as prose, one word per whitespace run: easier to read and review."""
    return frozenset(text.split())
