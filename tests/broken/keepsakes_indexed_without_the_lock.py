"""Keeps images without the visual store's lock: each save reads the index, adds its entry and
writes the index back (atomically, but unlocked), so two installs saving at once each write an
index without the other's new entry, and an image reported kept is never recalled. Only racing
writers show it: the stress mode.

clause: VIS-3
caught by: stress
"""

from __future__ import annotations

import hashlib
import json
import uuid

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.facts.index import atomic_write
from kotoba_reference.visual.images import image_type
from kotoba_reference.visual.memory import VisualMemory
from kotoba_reference.visual.store import IMAGES, INDEX, KINDS, Added, Entry, VisualStore


class Store(VisualStore):
    def add(self, data: bytes, about: str, note: str, kind: str) -> Added:
        extension = image_type(data) if data and len(data) <= self.max_bytes else None
        if extension is None or kind not in KINDS:
            return super().add(data, about, note, kind)  # the refusals, as the reference's
        digest = hashlib.sha256(data).hexdigest()
        entries = self.entries()
        for entry in entries:
            if entry["sha256"] == digest:
                return Added("duplicate", entry["id"])
        image_id = uuid.uuid4().hex[:16]
        name = f"{IMAGES}/{image_id}.{extension}"
        (self.folder / IMAGES).mkdir(parents=True, exist_ok=True)
        (self.folder / name).write_bytes(data)
        entry = Entry(id=image_id, about=about, note=note, kind=kind, file=name, sha256=digest)
        atomic_write(self.folder / INDEX, json.dumps([*entries, entry], indent=1) + "\n")
        return Added("kept", image_id)


class Memory(VisualMemory):
    store_class = Store


class System(ReferenceSystem):
    visual_class = Memory


class Adapter(ReferenceAdapter):
    system_class = System
