"""Treats `memory_write` as a way to keep the image just shared, and says so: the attachment is
copied into the visual store and the reply adds "The image is saved too." Each of the two
scenarios of the rule sees its own half.

clause: VIS-7
caught in: Writing a fact right after sharing an image leaves the visual store unchanged
caught in: The reply to a fact written right after sharing an image never says the image was kept
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem


class System(ReferenceSystem):
    def memory_write(self, fact: object, topic: object = None) -> str:
        reply = super().memory_write(fact, topic)
        if self.visual.attachment is not None and isinstance(fact, str):
            self.visual.store.add(self.visual.attachment, fact, fact, "other")
            reply += " The image is saved too."
        return reply


class Adapter(ReferenceAdapter):
    system_class = System
