"""Duplicate detection compares stemmed words, so a fact that only stems alike ("Played the
guitar" when "Plays the guitar" is stored) is answered as a duplicate and not saved.

clause: WRITE-12
sentence: never to the duplicate machinery
"""

from tests.liberal.kotoba_contrary import sameness
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.stemmer import stem


def _same(first: str, second: str) -> bool:
    return [stem(w.key) for w in sameness.tokens(first)] == [
        stem(w.key) for w in sameness.tokens(second)
    ]


vars(sameness)["same"] = _same

__all__ = ["Adapter"]
