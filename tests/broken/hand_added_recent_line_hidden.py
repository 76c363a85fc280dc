"""Puts into the prompt only the `## Recent` entries a topic file holds: a line the user added
under Recent by hand never shows, where the documents put it inline at once, untagged.

clause: EDIT-1
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem

from tests.broken import _seams


class System(ReferenceSystem):
    def facts_for_prompt(self) -> list[str]:
        lines = super().facts_for_prompt()
        bare = set(_seams.recent(self.paths.memory_dir))
        return [line for line in lines[:-1] if line not in bare] + lines[-1:]


class Adapter(ReferenceAdapter):
    system_class = System
