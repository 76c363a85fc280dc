"""Saves a correction and retires the old fact, but the reply only says the new one was saved:
she cannot tell what she no longer uses, or what still contradicts it.

clause: WRITE-7
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem


class System(ReferenceSystem):
    def memory_write(self, fact: object, topic: object = None) -> str:
        reply = super().memory_write(fact, topic)
        return reply.split(" Replaced (", 1)[0].split(" Still contradicts", 1)[0]


class Adapter(ReferenceAdapter):
    system_class = System
