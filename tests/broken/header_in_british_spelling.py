"""Opens USER.md with the header reworded into British spelling ("organised by topic"), where the
documents quote the header addressed to the user word for word."""

from __future__ import annotations

from kotoba_reference import index
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.store import MemoryStore

CAUGHT_AS = {"STORE-1"}


class Store(MemoryStore):
    def _write_index(self, topics: dict[str, tuple[str, ...]], added: str | None) -> None:
        super()._write_index(topics, added)
        path = self.memory_dir / index.USER_MD
        text = path.read_text(encoding="utf-8")
        index.atomic_write(path, text.replace("organized by topic", "organised by topic", 1))


class System(ReferenceSystem):
    store_class = Store


class Adapter(ReferenceAdapter):
    system_class = System
