"""Refuses as Spanish any fact with an accented letter: "Visited Sevilla with Lucía", a quoted
"Bésame mucho" and Portuguese "Tem um cão chamado Luna" are all turned away, where the documents
make the check hard to trigger and cover no other language.

clause: WRITE-3
"""

from __future__ import annotations

import unicodedata

from kotoba_conformance.contract.adapter import WriteResult
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.facts.refusals import SPANISH_REFUSAL
from kotoba_reference.facts.store import MemoryStore

from tests.broken import _seams


def accented(fact: object) -> bool:
    return isinstance(fact, str) and any(len(unicodedata.normalize("NFD", c)) > 1 for c in fact)


class Store(MemoryStore):
    def write_fact(self, fact: object, topic: object = None) -> WriteResult:
        return _seams.refused("spanish") if accented(fact) else super().write_fact(fact, topic)

    def memory_write(self, fact: object, topic: object = None) -> str:
        return SPANISH_REFUSAL if accented(fact) else super().memory_write(fact, topic)


class System(ReferenceSystem):
    store_class = Store


class Adapter(ReferenceAdapter):
    system_class = System
