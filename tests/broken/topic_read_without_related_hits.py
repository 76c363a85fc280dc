"""Reads a topic by its file alone, with no related hits from other topics: the name the model
guessed decides the whole answer, as it did when "personal" returned a stale Barcelona and
"location" returned Madrid.

clause: RECALL-3
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.facts.index import slug_of

from tests.broken import _seams


class System(ReferenceSystem):
    def memory_recall(self, query: str | None = None, topic: str | None = None) -> str:
        if query or not topic:
            return super().memory_recall(query, topic)
        slug = slug_of(topic)
        own = _seams.topic_facts(self.paths.memory_dir).get(slug, ())
        return "\n".join([f'Topic "{slug}":', *(f"- {fact}" for fact in own)])


class Adapter(ReferenceAdapter):
    system_class = System
