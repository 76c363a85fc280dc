"""A fact over 400 characters is cut at a word boundary but ends with three full stops "..."
instead of the ellipsis character "…".

clause: WRITE-10
sentence: anything past 400 characters is truncated at a word boundary with an ellipsis
"""

from tests.liberal.kotoba_contrary import store, text
from tests.liberal.kotoba_contrary.adapter import Adapter


def _capped(fact: str) -> str:
    cut = text.capped(fact)
    return cut[: -len(text.ELLIPSIS)] + "..." if cut != fact else cut


vars(store)["capped"] = _capped

__all__ = ["Adapter"]
