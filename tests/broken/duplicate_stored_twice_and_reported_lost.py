"""An exact duplicate is stored again as a new entry, and answered as not kept: two failures of
the rule that only an exact duplicate means kept, each seen by its own scenario.

clause: VIS-4
caught in: An exact duplicate is reported as kept
caught in: An exact duplicate is kept once
"""

from __future__ import annotations

import json
import uuid

from kotoba_conformance.contract.adapter import RememberedImage
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.facts.index import atomic_write
from kotoba_reference.visual.memory import VisualMemory, not_kept
from kotoba_reference.visual.store import INDEX, Added, Entry, VisualStore


class StoresTwice(VisualStore):
    def add(self, data: bytes, about: str, note: str, kind: str) -> Added:
        added = super().add(data, about, note, kind)
        if added.reason != "duplicate":
            return added
        entries = self.entries()
        original = next(e for e in entries if e["id"] == added.id)
        copy = Entry(**{**original, "id": uuid.uuid4().hex[:16]})
        atomic_write(self.folder / INDEX, json.dumps([*entries, copy]) + "\n")
        return added


class Visual(VisualMemory):
    store_class = StoresTwice

    def reply_for(self, added: Added, about: str) -> RememberedImage:
        if added.reason == "duplicate":
            return not_kept("that image could not be kept")
        return super().reply_for(added, about)


class System(ReferenceSystem):
    visual_class = Visual


class Adapter(ReferenceAdapter):
    system_class = System
