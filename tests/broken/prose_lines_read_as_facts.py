"""Searches every line of a topic file, not only its `- ` bullets: a prose note the user added by
hand ("Remember to renew the badge in March") comes back from a search as if it were a fact.

clause: STORE-4
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem

from tests.broken import _seams


class System(ReferenceSystem):
    def memory_recall(self, query: str | None = None, topic: str | None = None) -> str:
        if not query:
            return super().memory_recall(query, topic)
        folder = self.paths.memory_dir / _seams.TOPICS
        every_line = {
            path.stem: [
                line.removeprefix("- ").strip()
                for line in path.read_text(encoding="utf-8").splitlines()
                if line.strip() and not line.startswith("#")
            ]
            for path in sorted(folder.glob("*.md"))
            if _seams.SLUG.fullmatch(path.stem)
        }
        return _seams.recall_over(every_line, query)


class Adapter(ReferenceAdapter):
    system_class = System
