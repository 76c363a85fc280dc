"""Keeps the last recall reply in `recall-cache.txt` in Kotoba's home, beside the memory folder
rather than in it: recall is no longer read-only, though no file of the memory store changes.

clause: RECALL-4
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem

CACHE = "recall-cache.txt"


class System(ReferenceSystem):
    def memory_recall(self, query: str | None = None, topic: str | None = None) -> str:
        reply = super().memory_recall(query, topic)
        self.paths.home.mkdir(parents=True, exist_ok=True)
        (self.paths.home / CACHE).write_text(reply, encoding="utf-8")
        return reply


class Adapter(ReferenceAdapter):
    system_class = System
