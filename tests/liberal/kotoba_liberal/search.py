"""Keyword search over the facts: accent-normalised, stemmed, ranked by how much of the query
each fact covers. Stemming lives here only; the duplicate machinery never sees it."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

import snowballstemmer  # type: ignore[import-untyped]

from .text import fold, wordset

STOPWORDS = wordset(
    """
    a an the and or of to in on at for with by from about is are was were be been do does did
    i me my we our you your he she her his it its they them their what where when who whom which
    how why that this these those there any anything something know remember tell
    """
)
_WORD = re.compile(r"[^\W_]+")


@dataclass(frozen=True)
class Hit:
    fact: str
    slug: str
    coverage: float


@lru_cache(maxsize=1)
def _stemmer() -> snowballstemmer.stemmer:
    return snowballstemmer.stemmer("english")


def stems(text: str) -> set[str]:
    words = _WORD.findall(fold(text))
    return set(_stemmer().stemWords(words))


def query_stems(query: str) -> set[str]:
    """The query's stems, without the words every question has ("where do I ...")."""
    words = _WORD.findall(fold(query))
    content = [word for word in words if word not in STOPWORDS] or words
    return set(_stemmer().stemWords(content))


def search(query: str, facts: dict[str, list[str]], limit: int) -> list[Hit]:
    """Facts covering any of the query, best covered first; ties go to the shorter fact."""
    wanted = query_stems(query)
    if not wanted:
        return []
    hits = []
    for slug, listed in facts.items():
        for fact in listed:
            covered = len(wanted & stems(fact))
            if covered:
                hits.append(Hit(fact, slug, covered / len(wanted)))
    hits.sort(key=lambda hit: (-hit.coverage, len(hit.fact), hit.slug))
    return hits[:limit]
