"""A capitalised first word is always taken for a name, so a Spanish fact that opens with its
verb ("Vive en Madrid") is saved instead of refused."""

CLAUSE = "WRITE-3"
SENTENCE = "a Spanish-only word, or a Spanish verb plus one more signal"
# ruff: noqa: E402 - CLAUSE and SENTENCE come first, as the blind brief's format has it

import re

from tests.liberal.kotoba_liberal import spanish
from tests.liberal.kotoba_liberal.adapter import Adapter

_WORD = re.compile(r"[^\W\d_]+|[¿¡]")


def _counted_words(text: str) -> list[str]:
    return [word for word in _WORD.findall(text) if word in ("¿", "¡") or word.islower()]


vars(spanish)["_counted_words"] = _counted_words

__all__ = ["Adapter"]
