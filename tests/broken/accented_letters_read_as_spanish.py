"""Refuses as Spanish any fact with an accented letter: "Visited Sevilla with Lucía", a quoted
"Bésame mucho" and Portuguese "Tem um cão chamado Luna" are all turned away, where the documents
make the check hard to trigger and cover no other language."""

from __future__ import annotations

import unicodedata

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.store import MemoryStore, _Outcome, _result

CAUGHT_AS = {"WRITE-3"}


def accented(text: str) -> bool:
    return any(len(unicodedata.normalize("NFD", ch)) > 1 for ch in text)


class Store(MemoryStore):
    def _write(self, fact: object, topic: object) -> _Outcome:
        if isinstance(fact, str) and accented(fact):
            return _Outcome(_result(False, "spanish"))
        return super()._write(fact, topic)


class System(ReferenceSystem):
    store_class = Store


class Adapter(ReferenceAdapter):
    system_class = System
