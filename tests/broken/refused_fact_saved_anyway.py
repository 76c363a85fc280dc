"""Answers a Spanish or compound fact with the documented refusal, then saves it anyway, whole, so
the store gains the very fact it said it refused."""

from __future__ import annotations

from kotoba_reference import index
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.normalise import normalise_fact
from kotoba_reference.store import MemoryStore, _Outcome

CAUGHT_AS = {"WRITE-5"}


class Store(MemoryStore):
    def _write(self, fact: object, topic: object) -> _Outcome:
        outcome = super()._write(fact, topic)
        if outcome.result["reason"] in ("spanish", "compound") and isinstance(fact, str):
            index.topics_dir(self.memory_dir).mkdir(parents=True, exist_ok=True)
            with self._lock:
                slug = index.write_slug(topic if isinstance(topic, str) else None)
                self._write_locked(normalise_fact(fact), slug)
        return outcome


class System(ReferenceSystem):
    store_class = Store


class Adapter(ReferenceAdapter):
    system_class = System
