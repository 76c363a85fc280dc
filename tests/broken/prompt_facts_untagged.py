"""Puts the Recent facts into the prompt bare, without the ` [topic]` tag naming the topic file
each one lives in.

clause: PROMPT-1
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem

from tests.broken import _seams


class System(ReferenceSystem):
    def facts_for_prompt(self) -> list[str]:
        lines = super().facts_for_prompt()
        return [*_seams.recent(self.paths.memory_dir), *lines[-1:]]


class Adapter(ReferenceAdapter):
    system_class = System
