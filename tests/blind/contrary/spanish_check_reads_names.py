"""The Spanish check looks up capitalised words too, so English naming a Spanish place or person
whose name holds a Spanish-only word ("Was born in Ciudad Real") is refused as Spanish.

clause: WRITE-3
sentence: R13
"""

from tests.liberal.kotoba_contrary import spanish, store
from tests.liberal.kotoba_contrary.adapter import Adapter


def _looks_spanish(fact: str) -> bool:
    verbs = 0
    signals = 1 if spanish._INVERTED.search(fact) else 0
    for token in spanish._TOKEN.findall(fact):
        if token in spanish._SENTENCE_END:
            continue
        lowered = token.lower()  # the change: a capitalised word is looked up like any other
        if lowered in spanish.SPANISH_ONLY:
            return True
        if lowered in spanish.SPANISH_VERBS:
            verbs += 1
        elif lowered in spanish.SPANISH_SIGNALS:
            signals += 1
    return verbs >= 1 and signals + verbs >= 2


vars(spanish)["looks_spanish"] = _looks_spanish
vars(store)["looks_spanish"] = _looks_spanish

__all__ = ["Adapter"]
