"""Collapses spaces and tabs but keeps line breaks: "Works as a nurse" followed by "# Notes" on a
second line is saved as two lines, opening a stray heading in the topic file and in USER.md.

clause: WRITE-11
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.facts.normalise import cap
from kotoba_reference.facts.rules import Rules


def collapsed_line_by_line(text: str) -> str:
    """Each line's whitespace collapsed, empty lines dropped, capped: the line breaks stay."""
    lines = (" ".join(line.split()) for line in text.splitlines())
    return cap("\n".join(line for line in lines if line))


class System(ReferenceSystem):
    rules = Rules(normalise=collapsed_line_by_line)


class Adapter(ReferenceAdapter):
    system_class = System
