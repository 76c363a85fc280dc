"""Treats `memory_write` as a way to keep the image just shared: the fact is saved and the
attachment is copied into the visual store under the fact's words.

clause: VIS-7
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem


class System(ReferenceSystem):
    def memory_write(self, fact: object, topic: object = None) -> str:
        reply = super().memory_write(fact, topic)
        if self.visual.attachment is not None and isinstance(fact, str):
            self.visual.store.add(self.visual.attachment, fact, fact, "other")
        return reply


class Adapter(ReferenceAdapter):
    system_class = System
