"""Reading a topic adds, as its "related hits", the 4 last facts of the other topic files, whatever
they say: a fact about the cat is shown when the model reads "work", where related hits are facts
that a search for the topic's name finds.

clause: RECALL-3
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.facts.index import slug_of

from tests.broken import _seams

RELATED = 4


class System(ReferenceSystem):
    def memory_recall(self, query: str | None = None, topic: str | None = None) -> str:
        if query or not topic:
            return super().memory_recall(query, topic)
        slug = slug_of(topic)
        topics = _seams.topic_facts(self.paths.memory_dir)
        others = [f"- {fact} [{s}]" for s, facts in topics.items() if s != slug for fact in facts]
        own = [f"- {fact}" for fact in topics.get(slug, ())]
        return "\n".join([f'Topic "{slug}":', *own, "", "Related:", *others[-RELATED:]])


class Adapter(ReferenceAdapter):
    system_class = System
