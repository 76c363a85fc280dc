"""Reads a topic one page at a time: only its 10 newest facts are shown, so in a topic of thirty
the twenty older ones are left out, where reading a topic returns every one of its facts.

clause: RECALL-3
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.facts.index import slug_of

from tests.broken import _seams

PAGE = 10


class System(ReferenceSystem):
    def memory_recall(self, query: str | None = None, topic: str | None = None) -> str:
        reply = super().memory_recall(query, topic)
        if query or not topic:
            return reply
        own = _seams.topic_facts(self.paths.memory_dir).get(slug_of(topic), ())
        older = {f"- {fact}" for fact in own[:-PAGE]}
        return "\n".join(line for line in reply.splitlines() if line not in older)


class Adapter(ReferenceAdapter):
    system_class = System
