"""Answers a Spanish fact with a refusal one character off the documented one: a hyphen where the
documents have an em dash ("NOT SAVED - memory is stored in ENGLISH; …").

clause: WRITE-2
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.facts.refusals import SPANISH_REFUSAL


class System(ReferenceSystem):
    def memory_write(self, fact: object, topic: object = None) -> str:
        reply = super().memory_write(fact, topic)
        if reply.startswith(SPANISH_REFUSAL):
            return reply.replace("NOT SAVED —", "NOT SAVED -", 1)
        return reply


class Adapter(ReferenceAdapter):
    system_class = System
