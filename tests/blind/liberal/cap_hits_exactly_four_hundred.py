"""A fact of exactly 400 characters is treated as too long: its last word is cut and an
ellipsis added, though nothing lies past 400 characters."""

CLAUSE = "WRITE-10"
SENTENCE = "anything past 400 characters is truncated at a word boundary with an ellipsis"
# ruff: noqa: E402 - CLAUSE and SENTENCE come first, as the blind brief's format has it

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
