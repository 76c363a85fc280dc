"""Searches only the `## Recent` list in USER.md, never the topic files: a bullet the user added to
a topic file by hand, or a fact older than the 25 newest, is never found.

clause: RECALL-5, PROMPT-5
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem

from tests.broken import _seams


class System(ReferenceSystem):
    def memory_recall(self, query: str | None = None, topic: str | None = None) -> str:
        if not query:
            return super().memory_recall(query, topic)
        return _seams.recall_over({"recent": _seams.recent(self.paths.memory_dir)}, query)


class Adapter(ReferenceAdapter):
    system_class = System
