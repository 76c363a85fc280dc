"""Answers a successful write with `'reason': 'saved'`, where the documented dict says
`'reason': 'written'`.

clause: WRITE-1
"""

from __future__ import annotations

from kotoba_conformance.contract.adapter import WriteResult
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem


class System(ReferenceSystem):
    def write_fact(self, fact: object, topic: object = None) -> WriteResult:
        result = super().write_fact(fact, topic)
        if result["reason"] == "written":
            result["reason"] = "saved"
        return result


class Adapter(ReferenceAdapter):
    system_class = System
