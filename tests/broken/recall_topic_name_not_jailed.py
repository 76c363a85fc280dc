"""Reads a topic from `topics/<name>.md` with the name as given, unslugged, so "../secret" reads
`secret.md` beside the index, and an absolute path reads wherever it points.

clause: RECALL-4
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem

from tests.broken import _seams


class System(ReferenceSystem):
    def memory_recall(self, query: str | None = None, topic: str | None = None) -> str:
        if query or not topic:
            return super().memory_recall(query, topic)
        path = self.paths.memory_dir / _seams.TOPICS / f"{topic}.md"
        facts = _seams.bullets(path.read_text(encoding="utf-8")) if path.is_file() else []
        return "\n".join([f'Topic "{topic}":', *(f"- {fact}" for fact in facts)])


class Adapter(ReferenceAdapter):
    system_class = System
