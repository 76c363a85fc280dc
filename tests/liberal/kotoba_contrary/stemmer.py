"""A small suffix stripper for search (RECALL-2): "live", "lives", "lived", "living" meet.

The documents say search is stemmed, not with which stemmer; this one strips a few English
inflections and nothing else. It is used on the search side only, never for sameness (WRITE-12).
"""

from __future__ import annotations

_MIN_STEM = 3
_VOWELS = frozenset("aeiou")


def stem(word: str) -> str:
    """The stem of one folded, lowercase word."""
    stemmed = _strip_inflection(word)
    if stemmed.endswith("e") and len(stemmed) > _MIN_STEM:
        stemmed = stemmed[:-1]
    if stemmed.endswith("y") and len(stemmed) > _MIN_STEM:
        stemmed = stemmed[:-1] + "i"
    if _doubled_consonant(stemmed) and stemmed != word:
        stemmed = stemmed[:-1]
    return stemmed


def _strip_inflection(word: str) -> str:
    for suffix, replacement in (("ies", "i"), ("ied", "i"), ("sses", "ss")):
        if word.endswith(suffix) and len(word) - len(suffix) >= _MIN_STEM - 1:
            return word[: -len(suffix)] + replacement
    for suffix in ("ing", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= _MIN_STEM:
            if suffix == "s" and word.endswith(("ss", "us", "is")):
                return word
            return word[: -len(suffix)]
    return word


def _doubled_consonant(word: str) -> bool:
    return (
        len(word) > _MIN_STEM
        and word[-1] == word[-2]
        and word[-1] not in _VOWELS
        and word[-1] not in "lsz"
    )
