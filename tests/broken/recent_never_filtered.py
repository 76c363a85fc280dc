"""Rebuilds `## Recent` without checking what still exists: a fact whose bullet the user deleted,
or whose topic was deleted, stays listed after the next write and the topic's deletion."""

from __future__ import annotations

from kotoba_reference import index
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.store import MemoryStore

CAUGHT_AS = {"EDIT-2"}


class Store(MemoryStore):
    def _write_index(self, topics: dict[str, tuple[str, ...]], added: str | None) -> None:
        previous = index.read_recent(self.memory_dir)
        recent = index.rebuilt_recent(previous, lambda _: True, added)  # kept, existing or not
        counts = {slug: len(facts) for slug, facts in topics.items()}
        index.atomic_write(self.memory_dir / index.USER_MD, index.render_index(recent, counts))


class System(ReferenceSystem):
    store_class = Store


class Adapter(ReferenceAdapter):
    system_class = System
