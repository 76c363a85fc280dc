"""The 400-character cap is applied before whitespace is collapsed, so a fact padded with runs of
spaces or tabs is cut short (with an ellipsis) though it fits once collapsed."""

CLAUSE = "WRITE-10"
SENTENCE = "Whitespace is collapsed; anything past 400 characters is truncated"
# ruff: noqa: E402 - CLAUSE and SENTENCE come first, as the blind brief's format has it

from tests.liberal.kotoba_contrary import store, text
from tests.liberal.kotoba_contrary.adapter import Adapter


def _one_line(raw: str) -> str:
    return text.one_line(text.capped(raw))


vars(store)["one_line"] = _one_line

__all__ = ["Adapter"]
