"""Files a fact written without a topic under `notes`, where the documents' default is `general`.

clause: STORE-6
"""

from __future__ import annotations

from kotoba_conformance.contract.adapter import WriteResult
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem


class System(ReferenceSystem):
    def memory_write(self, fact: object, topic: object = None) -> str:
        return super().memory_write(fact, "notes" if topic is None else topic)

    def write_fact(self, fact: object, topic: object = None) -> WriteResult:
        return super().write_fact(fact, "notes" if topic is None else topic)


class Adapter(ReferenceAdapter):
    system_class = System
