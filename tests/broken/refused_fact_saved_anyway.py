"""Answers a Spanish or compound fact with the documented refusal, then saves it anyway, whole, so
the store gains the very fact it said it refused.

clause: WRITE-5
"""

from __future__ import annotations

from kotoba_conformance.contract.adapter import WriteResult
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.facts.index import write_slug
from kotoba_reference.facts.refusals import COMPOUND_REFUSAL, SPANISH_REFUSAL
from kotoba_reference.facts.store import MemoryStore

from tests.broken import _seams


class Store(MemoryStore):
    def write_fact(self, fact: object, topic: object = None) -> WriteResult:
        result = super().write_fact(fact, topic)
        if result["reason"] in ("spanish", "compound"):
            self.save_anyway(fact, topic)
        return result

    def memory_write(self, fact: object, topic: object = None) -> str:
        reply = super().memory_write(fact, topic)
        if reply.startswith((SPANISH_REFUSAL, COMPOUND_REFUSAL)):
            self.save_anyway(fact, topic)
        return reply

    def save_anyway(self, fact: object, topic: object) -> None:
        slug = write_slug(topic if isinstance(topic, str) else None)
        path = _seams.topic_file(self.memory_dir, slug)
        _seams.add_bullet(self.memory_dir, path, self.rules.normalise(str(fact)), heading=slug)


class System(ReferenceSystem):
    store_class = Store


class Adapter(ReferenceAdapter):
    system_class = System
