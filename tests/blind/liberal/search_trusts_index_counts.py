"""A search reads each topic file only as far as the fact count ## Topics records, so a bullet
added to a topic file by hand is not found by a search until the next write rebuilds the index
(reading the topic still shows it).

clause: RECALL-5
sentence: findable by search?  yes
"""

import re

from tests.liberal.kotoba_liberal import replies, system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.memory import SEARCH_LIMIT, Memory
from tests.liberal.kotoba_liberal.search import search

_COUNT = re.compile(r"^- ([a-z0-9-]+) → topics/[a-z0-9-]+\.md \((\d+) facts\)$")


class _IndexedMemory(Memory):
    def recall(self, query: str | None = None, topic: str | None = None) -> str:
        if not isinstance(query, str) or not query.strip() or not self.store.index.is_file():
            return super().recall(query, topic)
        index = self.store.index.read_text(encoding="utf-8").splitlines()
        counts = {m.group(1): int(m.group(2)) for m in map(_COUNT.match, index) if m}
        facts = self.store.all_facts()
        trusted = {slug: listed[: counts.get(slug, 0)] for slug, listed in facts.items()}
        return replies.search_result(query, search(query, trusted, SEARCH_LIMIT))


vars(system)["Memory"] = _IndexedMemory

__all__ = ["Adapter"]
