"""Writes the recall instruction from what the search found, not from what was attached: an
entry whose image file was deleted still gets "analyze the image(s)", with its old note as the
thing to look at.

clause: VIS-6
"""

from __future__ import annotations

from kotoba_conformance.contract.adapter import RecalledImages
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.visual.memory import VisualMemory
from kotoba_reference.visual.recall import instruction


class Visual(VisualMemory):
    def recall_image(self, query: str) -> RecalledImages:
        recalled = super().recall_image(query)
        recalled["instruction"] = instruction(query, self.store.search(query), [])
        return recalled


class System(ReferenceSystem):
    visual_class = Visual


class Adapter(ReferenceAdapter):
    system_class = System
