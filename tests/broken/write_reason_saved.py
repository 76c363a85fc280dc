"""Answers a successful write with `'reason': 'saved'`, where the documented dict says
`'reason': 'written'`."""

from __future__ import annotations

from kotoba_conformance.contract.adapter import WriteResult
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem

CAUGHT_AS = {"WRITE-1"}


class System(ReferenceSystem):
    def write_fact(self, fact: object, topic: object = None) -> WriteResult:
        result = super().write_fact(fact, topic)
        if result["reason"] == "written":
            result["reason"] = "saved"
        return result


class Adapter(ReferenceAdapter):
    system_class = System
