"""Writes a topic of one fact as "(1 fact)", correcting the documents' grammar: the documented
`## Topics` line is `- pets → topics/pets.md (1 facts)`, exactly."""

from __future__ import annotations

from kotoba_reference import index
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.store import MemoryStore

CAUGHT_AS = {"STORE-3"}


class Store(MemoryStore):
    def _write_index(self, topics: dict[str, tuple[str, ...]], added: str | None) -> None:
        super()._write_index(topics, added)
        path = self.memory_dir / index.USER_MD
        text = path.read_text(encoding="utf-8")
        index.atomic_write(path, text.replace(".md (1 facts)\n", ".md (1 fact)\n"))


class System(ReferenceSystem):
    store_class = Store


class Adapter(ReferenceAdapter):
    system_class = System
