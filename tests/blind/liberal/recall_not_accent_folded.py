"""Search only case-folds, so "cafe" does not find "Loves the café on Main Street" (nor "café"
a fact spelt "cafe").

clause: RECALL-2
sentence: A search is keyword-based, accent-normalised and stemmed
"""

from tests.liberal.kotoba_liberal import search
from tests.liberal.kotoba_liberal.adapter import Adapter


def _fold(text: str) -> str:
    return text.casefold()


vars(search)["fold"] = _fold

__all__ = ["Adapter"]
