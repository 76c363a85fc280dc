"""The keywords the duplicate and correction checks compare are stemmed, so a past job ("Worked as
a nurse") is refused as a duplicate of the present one ("Works as a nurse").

clause: WRITE-12
sentence: Stemming is applied on the search side only and never to the duplicate machinery
answer: undocumented: the only facts this edit makes duplicates are a fact's opening verb in another
  tense (plural nouns still write, traced with write_fact); whether a tense change is a new fact, a
  rewording ("a swapped verb is a rewording") or the same fact is left to the implementation, so
  WRITE-12's tense scenario is optional, and this variant fails it
"""

# ruff: noqa: E501 - edits quote whole lines

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.core.user_memory",
    (
        "def _keywords(fact: str) -> frozenset[str]:\n    return _kw(_tokens(fact))",
        "def _keywords(fact: str) -> frozenset[str]:\n    return frozenset(_stem(w) for w in _kw(_tokens(fact)))",
    ),
)
