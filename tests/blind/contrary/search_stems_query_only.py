"""Search stems the query but not the stored facts, so "where do I live" no longer finds "Lives
in Madrid"."""

CLAUSE = "RECALL-2"
SENTENCE = 'Search is stemmed, so "where do I live" finds "Lives in Madrid".'
# ruff: noqa: E402 - CLAUSE and SENTENCE come first, as the blind brief's format has it

from tests.liberal.kotoba_contrary import search
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.text import fold, words


def _terms(text: str) -> set[str]:
    return {fold(word) for word in words(text)}


vars(search)["terms"] = _terms

__all__ = ["Adapter"]
