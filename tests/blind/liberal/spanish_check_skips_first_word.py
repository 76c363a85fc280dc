"""A capitalised first word is always taken for a name, so a Spanish fact that opens with its
verb ("Vive en Madrid") is saved instead of refused.

clause: WRITE-3
sentence: a Spanish-only word, or a Spanish verb plus one more signal
"""

import re

from tests.liberal.kotoba_liberal import spanish
from tests.liberal.kotoba_liberal.adapter import Adapter

_WORD = re.compile(r"[^\W\d_]+|[¿¡]")


def _counted_words(text: str) -> list[str]:
    return [word for word in _WORD.findall(text) if word in ("¿", "¡") or word.islower()]


vars(spanish)["_counted_words"] = _counted_words

__all__ = ["Adapter"]
