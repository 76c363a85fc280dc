"""Notes every recall in `recalls.md` inside the memory folder, so recall is no longer read-only:
a search, a topic read or a listing each changes a file of the store.

clause: RECALL-4
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem


class System(ReferenceSystem):
    def memory_recall(self, query: str | None = None, topic: str | None = None) -> str:
        reply = super().memory_recall(query, topic)
        self.paths.memory_dir.mkdir(parents=True, exist_ok=True)
        with (self.paths.memory_dir / "recalls.md").open("a", encoding="utf-8") as history:
            history.write(f"- query={query!r} topic={topic!r}\n")
        return reply


class Adapter(ReferenceAdapter):
    system_class = System
