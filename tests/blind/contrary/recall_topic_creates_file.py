"""Reading a topic that has no file creates it (a heading, no bullets) before answering, so
memory_recall(topic=...) writes to the store: the new empty topic then shows up in the listing.

clause: RECALL-4
sentence: Read-only and jailed to her own memory store
"""

from kotoba_conformance.adapter import SystemSpec

from tests.liberal.kotoba_contrary import adapter, atomic, topics
from tests.liberal.kotoba_contrary.slugs import slug_for
from tests.liberal.kotoba_contrary.system import ContrarySystem


class _System(ContrarySystem):
    def memory_recall(self, query: str | None = None, topic: str | None = None) -> str:
        searching = isinstance(query, str) and bool(query.strip())
        if isinstance(topic, str) and not searching:
            memory, slug = self.memory_dir(), slug_for(topic)
            if topics.read(memory, slug) is None:
                with atomic.locked(memory):
                    atomic.replace(topics.path_of(memory, slug), f"# {slug}\n")
        return super().memory_recall(query, topic)


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> ContrarySystem:
        return _System(spec)


__all__ = ["Adapter"]
