"""A fact of exactly 400 characters is treated as too long: its last word is cut and an
ellipsis added, though nothing lies past 400 characters.

clause: WRITE-10
sentence: anything past 400 characters is truncated at a word boundary with an ellipsis
"""

from tests.liberal.kotoba_liberal import memory
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.text import CAP, ELLIPSIS


def _cap(text: str) -> str:
    if len(text) < CAP:
        return text
    head = text[:CAP]
    if len(text) == CAP or not text[CAP].isspace():
        boundary = head.rfind(" ")
        if boundary > 0:
            head = head[:boundary]
    return head.rstrip() + ELLIPSIS


vars(memory)["cap"] = _cap

__all__ = ["Adapter"]
