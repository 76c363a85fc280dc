"""Collapses whitespace but never caps the length: a fact of 450 characters is stored whole, with
no cut at a word boundary and no ellipsis."""

from __future__ import annotations

from kotoba_reference import index
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.refusals import refusal_for
from kotoba_reference.store import MemoryStore, _Outcome

CAUGHT_AS = {"WRITE-10"}


class Store(MemoryStore):
    def _write(self, fact: object, topic: object) -> _Outcome:
        if not isinstance(fact, str) or (topic is not None and not isinstance(topic, str)):
            return super()._write(fact, topic)
        text = " ".join(fact.split())  # the reference also caps it here: normalise_fact
        if not text or refusal_for(text) is not None:
            return super()._write(fact, topic)
        slug = index.write_slug(topic)
        index.topics_dir(self.memory_dir).mkdir(parents=True, exist_ok=True)
        with self._lock:
            return self._write_locked(text, slug)


class System(ReferenceSystem):
    store_class = Store


class Adapter(ReferenceAdapter):
    system_class = System
