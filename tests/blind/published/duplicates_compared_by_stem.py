"""The keywords the duplicate and correction checks compare are stemmed, so a past job ("Worked as
a nurse") is refused as a duplicate of the present one ("Works as a nurse")."""

CLAUSE = "WRITE-12"
SENTENCE = "Stemming is applied on the search side only and never to the duplicate machinery"
ANSWER = (
    "open: WRITE-12's scenarios (a noun's plural, a verb's tense, written through the store "
    "function) pass this variant, which stems the keywords the published correction and "
    "duplicate checks compare; why was not traced yet. Owed: WRITE-12 through both routes, "
    "over stems of the verb that opens the fact"
)
# ruff: noqa: E402, E501 - the blind format puts CLAUSE first; edits quote whole lines

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.core.user_memory",
    (
        "def _keywords(fact: str) -> frozenset[str]:\n    return _kw(_tokens(fact))",
        "def _keywords(fact: str) -> frozenset[str]:\n    return frozenset(_stem(w) for w in _kw(_tokens(fact)))",
    ),
)
