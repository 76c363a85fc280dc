"""Lists search hits as the files hold them, topic files in slug order and each from top to
bottom, however much of the query each covers: the search finds the right facts but does not rank
them, where search is ranked by how much of the query a fact covers."""

from __future__ import annotations

from kotoba_reference import index, recall
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem

CAUGHT_AS = {"RECALL-2"}


class System(ReferenceSystem):
    def memory_recall(self, query: str | None = None, topic: str | None = None) -> str:
        if not query:
            return super().memory_recall(query, topic)
        topics = index.topic_facts(index.read_topics(self.paths.memory_dir))
        found = {(hit.slug, hit.fact) for hit in recall.search(query, topics)}
        hits = [
            f"- {fact} [{slug}]"
            for slug, facts in sorted(topics.items())
            for fact in facts
            if (slug, fact) in found
        ]
        return "\n".join(hits) or "Nothing matches."


class Adapter(ReferenceAdapter):
    system_class = System
