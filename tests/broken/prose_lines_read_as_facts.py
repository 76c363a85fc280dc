"""Searches every line of a topic file, not only its `- ` bullets: a prose note the user added by
hand ("Remember to renew the badge in March") comes back from a search as if it were a fact."""

from __future__ import annotations

from kotoba_reference import index, recall
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem

CAUGHT_AS = {"STORE-4"}


class System(ReferenceSystem):
    def memory_recall(self, query: str | None = None, topic: str | None = None) -> str:
        if not query:
            return super().memory_recall(query, topic)
        topics = {
            slug: tuple(
                line.removeprefix("- ").strip()
                for line in file.text.splitlines()
                if line.strip() and not line.startswith("#")
            )
            for slug, file in index.read_topics(self.paths.memory_dir).items()
        }
        return recall.recall(topics, query=query)


class Adapter(ReferenceAdapter):
    system_class = System
