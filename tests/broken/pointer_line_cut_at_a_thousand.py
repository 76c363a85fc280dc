"""Bounds the pointer line by cutting it: every topic is named, then the line is cut at 999
characters. With 54 long topic names it is short enough, but it has lost its end, "Use
memory_recall for anything not shown — it is saved, just not inline.)", which is always there.

clause: PROMPT-2, PROMPT-3
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter

from tests.broken.pointer_line_names_every_topic import System as NamesEveryTopic

LIMIT = 999


class System(NamesEveryTopic):
    def facts_for_prompt(self) -> list[str]:
        lines = super().facts_for_prompt()
        return [*lines[:-1], lines[-1][:LIMIT]] if lines else lines


class Adapter(ReferenceAdapter):
    system_class = System
