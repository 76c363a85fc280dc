"""Puts every fact of every topic file into the prompt, not only the `## Recent` ones: a bullet
added to a topic file by hand, or a fact older than the 25 newest, is inline too.

clause: PROMPT-5
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem

from tests.broken import _seams


class System(ReferenceSystem):
    def facts_for_prompt(self) -> list[str]:
        lines = super().facts_for_prompt()
        recent = set(_seams.recent(self.paths.memory_dir))
        topics = _seams.topic_facts(self.paths.memory_dir)
        rest = [f"{f} [{s}]" for s, facts in topics.items() for f in facts if f not in recent]
        return [*lines[:-1], *rest, *lines[-1:]]


class Adapter(ReferenceAdapter):
    system_class = System
