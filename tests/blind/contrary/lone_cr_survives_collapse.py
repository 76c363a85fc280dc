"""Collapsing a fact onto one line treats LF and CRLF as line breaks but not a lone CR: "Likes
tea\rPlays bass" is stored with its carriage return, so the topic file and USER.md gain a line."""

CLAUSE = "WRITE-11"
SENTENCE = "forced onto one line"
# ruff: noqa: E402 - CLAUSE and SENTENCE come first, as the blind brief's format has it

import re

from tests.liberal.kotoba_contrary import store
from tests.liberal.kotoba_contrary.adapter import Adapter

_NOT_CR = re.compile(r"[^\S\r]+")


def _one_line(fact: str) -> str:
    unified = fact.replace("\r\n", "\n")
    return " ".join(part for part in _NOT_CR.split(unified) if part)


vars(store)["one_line"] = _one_line

__all__ = ["Adapter"]
