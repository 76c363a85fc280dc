"""Search stems the query but not the stored facts, so "where do I live" no longer finds "Lives
in Madrid".

clause: RECALL-2
sentence: Search is stemmed, so "where do I live" finds "Lives in Madrid".
"""

from tests.liberal.kotoba_contrary import search
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.text import fold, words


def _terms(text: str) -> set[str]:
    return {fold(word) for word in words(text)}


vars(search)["terms"] = _terms

__all__ = ["Adapter"]
