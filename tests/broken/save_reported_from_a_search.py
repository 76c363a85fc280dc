"""Reports a save by searching the store afterwards instead of reading `add()`'s answer: when an
image about the same name is already kept, a too-big (or empty, or undecodable) one is announced
as saved.

clause: VIS-4
"""

from __future__ import annotations

from kotoba_conformance.contract.adapter import RememberedImage
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.visual.memory import VisualMemory
from kotoba_reference.visual.store import Added


class Visual(VisualMemory):
    def reply_for(self, added: Added, about: str) -> RememberedImage:
        found = self.store.search(about, limit=1)
        if found:
            return {"reply": f"Kept the image of {about}.", "kept": True, "id": found[0]["id"]}
        return super().reply_for(added, about)


class System(ReferenceSystem):
    visual_class = Visual


class Adapter(ReferenceAdapter):
    system_class = System
