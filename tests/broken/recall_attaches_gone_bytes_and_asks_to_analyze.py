"""Recall works from what the search found, not from what could be re-opened: an entry whose
image file was deleted is still listed as attached, with its event, and the instruction says
"analyze the image(s)". Both halves are seen, each by its own scenario.

clause: VIS-6
caught in: A kept image whose file was deleted by hand is not attached
caught in: A kept image whose file was deleted by hand is never offered to analyze
"""

from __future__ import annotations

from kotoba_conformance.contract.adapter import RecalledImages
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.visual.memory import VisualMemory
from kotoba_reference.visual.recall import instruction, recalled_event


class Visual(VisualMemory):
    def recall_image(self, query: str) -> RecalledImages:
        found = self.store.search(query)
        return {
            "instruction": instruction(query, found, []),
            "attached": [entry["id"] for entry in found],
            "events": [recalled_event(entry["id"]) for entry in found],
        }


class System(ReferenceSystem):
    visual_class = Visual


class Adapter(ReferenceAdapter):
    system_class = System
