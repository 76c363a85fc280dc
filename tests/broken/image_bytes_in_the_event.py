"""Puts each recalled image's bytes (base64) into its `recalled_image` event, beside the id:
hundreds of KB per image on the queue that also carries approval cards.

clause: VIS-5
"""

from __future__ import annotations

import base64

from kotoba_conformance.contract.adapter import RecalledImages
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.visual.memory import VisualMemory


class Visual(VisualMemory):
    def recall_image(self, query: str) -> RecalledImages:
        recalled = super().recall_image(query)
        by_id = {entry["id"]: entry for entry in self.store.entries()}
        for event in recalled["events"]:
            data = self.store.image_bytes(by_id[str(event["id"])]) or b""
            event["data"] = base64.b64encode(data).decode("ascii")
        return recalled


class System(ReferenceSystem):
    visual_class = Visual


class Adapter(ReferenceAdapter):
    system_class = System
