"""Tags a `## Recent` entry that no topic file holds with a guessed topic, `[general]`, where the
documents leave it bare rather than mislabelled.

clause: PROMPT-4
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem

from tests.broken import _seams


class System(ReferenceSystem):
    def facts_for_prompt(self) -> list[str]:
        lines = super().facts_for_prompt()
        recent = _seams.recent(self.paths.memory_dir)
        shown, pointer = lines[: len(recent)], lines[len(recent) :]
        pairs = zip(shown, recent, strict=True)
        return [f"{fact} [general]" if line == fact else line for line, fact in pairs] + pointer


class Adapter(ReferenceAdapter):
    system_class = System
