"""Once ## Recent is full, a new fact is no longer added to it: the index keeps the first 25
facts ever written, so the 26th and every later one never reaches the prompt.

clause: STORE-2
sentence: ## Recent holds the last 25 facts
"""

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.files import RECENT_CAP
from tests.liberal.kotoba_liberal.index import topic_lines
from tests.liberal.kotoba_liberal.memory import Memory


class _FullRecentMemory(Memory):
    def _rebuild(self, first: str | None = None) -> None:
        facts = self.store.all_facts()
        existing = {fact for listed in facts.values() for fact in listed}
        recent = [entry for entry in self.store.recent() if entry in existing]
        if first is not None and len(recent) < RECENT_CAP:
            recent.insert(0, first)
        recent = list(dict.fromkeys(recent))[:RECENT_CAP]
        counts = {slug: len(listed) for slug, listed in facts.items()}
        self.store.rebuild(recent, topic_lines(counts))


vars(system)["Memory"] = _FullRecentMemory

__all__ = ["Adapter"]
