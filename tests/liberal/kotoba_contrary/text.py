"""Text plumbing shared by the rules: one line per fact, the 400-character cap, words, folding."""

from __future__ import annotations

import re
import unicodedata

CAP = 400
ELLIPSIS = "…"

_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")


def require_text(value: object, what: str) -> str:
    """Refuse what is not text (R15 lets an implementation refuse or convert; this one refuses)."""
    if not isinstance(value, str):
        raise TypeError(f"{what} must be a string, not {type(value).__name__}")
    return value


def one_line(text: str) -> str:
    """Collapse every run of whitespace, line breaks included, to one space (R1: collapse)."""
    return " ".join(text.split())


def capped(text: str) -> str:
    """Cut a fact longer than CAP after the last word that ends inside the first CAP (R3)."""
    if len(text) <= CAP:
        return text
    cut = 0
    for position in range(CAP, 0, -1):
        if _is_word_char(text[position - 1]) and not _is_word_char(text[position]):
            cut = position
            break
    kept = (text[:cut] if cut else text[:CAP]).rstrip()
    return kept + ELLIPSIS


def _is_word_char(char: str) -> bool:
    return char.isalnum()


def words(text: str) -> list[str]:
    """The words of a text as written (case kept), apostrophes inside a word kept."""
    return _WORD.findall(text)


def fold(word: str) -> str:
    """Lowercase and strip accents by Unicode NFKD, for search only (never for sameness)."""
    decomposed = unicodedata.normalize("NFKD", word.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def word_set(listing: str) -> frozenset[str]:
    """A set of words written as one whitespace-separated listing, for readable word lists."""
    return frozenset(listing.split())
