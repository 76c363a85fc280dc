"""Only LF counts as a line break: a fact holding a lone CR (between "Likes tea" and "with
milk", say) is neither refused nor collapsed, and the CR lands in the topic file and USER.md as a
second line.

clause: WRITE-11
sentence: Facts are capped at 400 characters and forced onto one line
"""

import re

from tests.liberal.kotoba_liberal import memory, refusals
from tests.liberal.kotoba_liberal.adapter import Adapter


def _has_line_break(text: str) -> bool:
    return "\n" in text.strip()


def _collapse(text: str) -> str:
    return re.sub(r"[ \t\n]+", " ", text).strip(" \t\n")


vars(refusals)["has_line_break"] = _has_line_break
vars(memory)["collapse"] = _collapse

__all__ = ["Adapter"]
