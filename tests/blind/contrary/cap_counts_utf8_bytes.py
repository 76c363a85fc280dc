"""The 400 cap counts UTF-8 bytes, not characters: a fact of 300 characters with letters outside
ASCII (accents, Cyrillic, kana) is cut at a word boundary and given an ellipsis.

clause: WRITE-10
sentence: anything past 400 characters is truncated at a word boundary with an ellipsis
"""

from tests.liberal.kotoba_contrary import store, text
from tests.liberal.kotoba_contrary.adapter import Adapter


def _capped(fact: str) -> str:
    if len(fact.encode("utf-8")) <= text.CAP:
        return fact
    fits = 0
    size = 0
    for char in fact:
        size += len(char.encode("utf-8"))
        if size > text.CAP:
            break
        fits += 1
    cut = 0
    for position in range(fits, 0, -1):
        if fact[position - 1].isalnum() and not fact[position].isalnum():
            cut = position
            break
    kept = (fact[:cut] if cut else fact[:fits]).rstrip()
    return kept + text.ELLIPSIS


vars(store)["capped"] = _capped

__all__ = ["Adapter"]
