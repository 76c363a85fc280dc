"""Collapsing a fact onto one line treats LF and CRLF as line breaks but not a lone CR: "Likes
tea\rPlays bass" is stored with its carriage return, so the topic file and USER.md gain a line.

clause: WRITE-11
sentence: forced onto one line
"""

import re

from tests.liberal.kotoba_contrary import store
from tests.liberal.kotoba_contrary.adapter import Adapter

_NOT_CR = re.compile(r"[^\S\r]+")


def _one_line(fact: str) -> str:
    unified = fact.replace("\r\n", "\n")
    return " ".join(part for part in _NOT_CR.split(unified) if part)


vars(store)["one_line"] = _one_line

__all__ = ["Adapter"]
