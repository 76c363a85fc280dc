"""Rewrites USER.md in place (truncate, then write) instead of writing beside it and renaming: it
still holds the lock, but a reader between the two sees an empty or half-written index."""

from __future__ import annotations

from kotoba_reference import index
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.store import MemoryStore

CAUGHT_AS = {"STORE-8"}


class Store(MemoryStore):
    def _write_index(self, topics: dict[str, tuple[str, ...]], added: str | None) -> None:
        held = {fact for facts in topics.values() for fact in facts}
        previous = index.read_recent(self.memory_dir)
        recent = index.rebuilt_recent(previous, lambda fact: fact in held, added)
        counts = {slug: len(facts) for slug, facts in topics.items()}
        text = index.render_index(recent, counts)
        (self.memory_dir / index.USER_MD).write_text(text, encoding="utf-8")


class System(ReferenceSystem):
    store_class = Store


class Adapter(ReferenceAdapter):
    system_class = System
