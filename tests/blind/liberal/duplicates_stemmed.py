"""The duplicate check compares stemmed words, so "Liked the old dogs" is answered as a duplicate
of "Likes the old dog" and not saved.

clause: WRITE-12
sentence: Stemming is applied on the search side only and never to the duplicate machinery
"""

from tests.liberal.kotoba_liberal import sameness, search
from tests.liberal.kotoba_liberal.adapter import Adapter

_plain_words = sameness.words


def _stemmed_words(fact: str) -> list[str]:
    stems: list[str] = search._stemmer().stemWords(_plain_words(fact))
    return stems


vars(sameness)["words"] = _stemmed_words

__all__ = ["Adapter"]
