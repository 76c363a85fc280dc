"""Lists search hits in alphabetical order, however much of the query each covers: for "sourdough
bread starter" the fact holding one of the three words can come before the one holding all three,
where search is ranked by how much of the query a fact covers."""

from __future__ import annotations

from kotoba_reference import index, recall
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem

CAUGHT_AS = {"RECALL-2"}


class System(ReferenceSystem):
    def memory_recall(self, query: str | None = None, topic: str | None = None) -> str:
        if not query:
            return super().memory_recall(query, topic)
        topics = index.topic_facts(index.read_topics(self.paths.memory_dir))
        hits = self.ordered(recall.search(query, topics), topics)
        return "\n".join(f"- {hit.fact} [{hit.slug}]" for hit in hits) or "Nothing matches."

    def ordered(
        self, hits: list[recall.Hit], topics: dict[str, tuple[str, ...]]
    ) -> list[recall.Hit]:
        """The order this variant lists the hits in, instead of by coverage."""
        del topics
        return sorted(hits, key=lambda hit: hit.fact)


class Adapter(ReferenceAdapter):
    system_class = System
