"""Recall's search: keywords, accent-folded by NFKD and stemmed, ranked by how much of the query
a fact covers, then by shortness (RECALL-2). Ties left after that go by topic name, reversed.
"""

from __future__ import annotations

from dataclasses import dataclass

from .shelf import Shelf
from .stemmer import stem
from .text import fold, word_set, words

MAX_HITS = 5
STOP_WORDS = word_set(
    """
    a an the i me my mine you your we our us he him his she her it its they them their is are
    am was were be been being do does did done where what when who whom which why how to of in
    on at for from by with about as and or but not no this that these those there here have has
    had any some all can could would should will shall may might must tell know remember
    """
)


@dataclass(frozen=True)
class Hit:
    """One fact a search found, with its topic and how much of the query it covers."""

    fact: str
    slug: str
    coverage: float


def terms(text: str) -> set[str]:
    """The stemmed, folded keywords of a text."""
    return {stem(fold(word)) for word in words(text)}


def query_terms(query: str) -> set[str]:
    """A query's keywords; its stop words only when it has nothing else."""
    folded = [fold(word) for word in words(query)]
    content = [word for word in folded if word not in STOP_WORDS] or folded
    return {stem(word) for word in content}


def search(shelf: Shelf, query: str, limit: int | None = MAX_HITS) -> list[Hit]:
    """The best facts for a query, best first."""
    wanted = query_terms(query)
    if not wanted:
        return []
    hits = []
    for fact, slug in shelf.facts():
        covered = len(wanted & terms(fact)) / len(wanted)
        if covered:
            hits.append(Hit(fact, slug, covered))
    hits.sort(key=lambda hit: hit.slug, reverse=True)
    hits.sort(key=lambda hit: (-hit.coverage, len(hit.fact)))
    return hits[:limit]
