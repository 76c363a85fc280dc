"""Checks for duplicates only within the topic being written, as the store once did: the same fact
under a synonym topic ("animals" beside "pets") is saved again instead of being quoted back."""

from __future__ import annotations

from kotoba_reference import index
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.judgement import judge
from kotoba_reference.store import MemoryStore, _Outcome, _result

CAUGHT_AS = {"WRITE-6"}


class Store(MemoryStore):
    def _write_locked(self, fact: str, slug: str) -> _Outcome:
        topics = index.read_topics(self.memory_dir)
        own = {slug: topics[slug].facts} if slug in topics else {}
        everywhere = judge(fact, index.topic_facts(topics))
        if everywhere.duplicate_of is None or judge(fact, own).duplicate_of is not None:
            return super()._write_locked(fact, slug)
        base = topics[slug].text if slug in topics else index.render_topic(slug, [])
        index.atomic_write(index.topic_path(self.memory_dir, slug), index.with_bullet(base, fact))
        self._write_index(index.topic_facts(index.read_topics(self.memory_dir)), added=fact)
        return _Outcome(_result(True, "written"), fact, slug)


class System(ReferenceSystem):
    store_class = Store


class Adapter(ReferenceAdapter):
    system_class = System
