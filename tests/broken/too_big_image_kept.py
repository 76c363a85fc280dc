"""The store ignores its own size limit: an image one byte over it is kept, and reported kept.
The rule's two scenarios (not reported as saved; not kept) each see it.

clause: VIS-4
caught in: An image one byte over the system's limit is not reported as saved
caught in: An image one byte over the system's limit is not kept
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.visual.memory import VisualMemory
from kotoba_reference.visual.store import Added, VisualStore


class NoLimit(VisualStore):
    def add(self, data: bytes, about: str, note: str, kind: str) -> Added:
        limit = self.max_bytes
        self.max_bytes = max(limit, len(data))
        try:
            return super().add(data, about, note, kind)
        finally:
            self.max_bytes = limit


class Visual(VisualMemory):
    store_class = NoLimit


class System(ReferenceSystem):
    visual_class = Visual


class Adapter(ReferenceAdapter):
    system_class = System
