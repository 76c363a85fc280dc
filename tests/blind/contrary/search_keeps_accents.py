"""Search folds case but not accents: "cafe" no longer finds "Works at Café Central", nor "Café"
a fact written "cafe".

clause: RECALL-2
sentence: accent-normalised
"""

import unicodedata

from tests.liberal.kotoba_contrary import search
from tests.liberal.kotoba_contrary.adapter import Adapter


def _fold(word: str) -> str:
    return unicodedata.normalize("NFC", word.casefold())


vars(search)["fold"] = _fold

__all__ = ["Adapter"]
