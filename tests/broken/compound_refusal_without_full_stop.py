"""Answers a compound fact with a refusal one character short of the documented one: the full
stop after "its other half" is missing, so the reply runs on into its advice.

clause: WRITE-4
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.facts.refusals import COMPOUND_REFUSAL


class System(ReferenceSystem):
    def memory_write(self, fact: object, topic: object = None) -> str:
        reply = super().memory_write(fact, topic)
        if reply.startswith(COMPOUND_REFUSAL):
            return COMPOUND_REFUSAL.removesuffix(".") + reply[len(COMPOUND_REFUSAL) :]
        return reply


class Adapter(ReferenceAdapter):
    system_class = System
