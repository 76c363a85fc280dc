"""Search only case-folds, so "cafe" does not find "Loves the café on Main Street" (nor "café"
a fact spelt "cafe")."""

CLAUSE = "RECALL-2"
SENTENCE = "A search is keyword-based, accent-normalised and stemmed"
# ruff: noqa: E402 - CLAUSE and SENTENCE come first, as the blind brief's format has it

from tests.liberal.kotoba_liberal import search
from tests.liberal.kotoba_liberal.adapter import Adapter


def _fold(text: str) -> str:
    return text.casefold()


vars(search)["fold"] = _fold

__all__ = ["Adapter"]
