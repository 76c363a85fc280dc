"""Never trims `## Recent`: every fact ever written stays listed there (and inline in the prompt),
where the documents keep only the 25 newest (RECENT_CAP)."""

from __future__ import annotations

from kotoba_reference import index
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.store import MemoryStore

CAUGHT_AS = {"STORE-2"}


class Store(MemoryStore):
    def _write_index(self, topics: dict[str, tuple[str, ...]], added: str | None) -> None:
        held = {fact for facts in topics.values() for fact in facts}
        recent = [f for f in index.read_recent(self.memory_dir) if f != added and f in held]
        recent += [added] if added is not None else []
        counts = {slug: len(facts) for slug, facts in topics.items()}
        index.atomic_write(self.memory_dir / index.USER_MD, index.render_index(recent, counts))


class System(ReferenceSystem):
    store_class = Store


class Adapter(ReferenceAdapter):
    system_class = System
