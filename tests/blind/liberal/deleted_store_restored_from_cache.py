"""After the user deletes the whole memory folder, the next write brings back every fact this
system had seen (from its own cache) instead of starting an empty store.

clause: STORE-7
sentence: It is regenerated empty on the next write.
"""

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.memory import Memory, Outcome


class _CachingMemory(Memory):
    _seen: dict[str, list[str]] | None = None

    def write(self, fact: object, topic: object = None) -> Outcome:
        if not self.store.root.exists() and self._seen:
            for slug, listed in self._seen.items():
                for kept in listed:
                    self.store.add(slug, kept)
        outcome = super().write(fact, topic)
        self._seen = self.store.all_facts()
        return outcome


vars(system)["Memory"] = _CachingMemory

__all__ = ["Adapter"]
