"""Reading a topic returns only as many of its bullets as ## Topics counts for it, so a bullet
added to the topic file by hand is found by search but missing from recall(topic) until the next
write rebuilds the index.

clause: RECALL-5
sentence: So a hand-added fact is real memory.
"""

import re

from kotoba_conformance.adapter import SystemSpec

from tests.liberal.kotoba_contrary import adapter, index
from tests.liberal.kotoba_contrary.recall import recall
from tests.liberal.kotoba_contrary.shelf import Shelf, load
from tests.liberal.kotoba_contrary.system import ContrarySystem
from tests.liberal.kotoba_contrary.topics import Topic

_COUNTED = re.compile(r"- ([a-z0-9-]+) → topics/\1\.md \((\d+) facts\)")


def _indexed_counts(memory_dir: str) -> dict[str, int]:
    counts: dict[str, int] = {}
    for line in index._section(index.read(memory_dir), "topics"):
        match = _COUNTED.fullmatch(line.strip())
        if match:
            counts[match.group(1)] = int(match.group(2))
    return counts


class _System(ContrarySystem):
    def memory_recall(self, query: str | None = None, topic: str | None = None) -> str:
        searching = isinstance(query, str) and bool(query.strip())
        if searching or not isinstance(topic, str):
            return super().memory_recall(query, topic)
        shelf = load(self.memory_dir())
        counts = _indexed_counts(self.memory_dir())
        trimmed = tuple(
            Topic(held.slug, held.facts[: counts[held.slug]]) if held.slug in counts else held
            for held in shelf.topics
        )
        return recall(Shelf(trimmed, shelf.recent), query, topic)


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> ContrarySystem:
        return _System(spec)


__all__ = ["Adapter"]
