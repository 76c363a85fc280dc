"""Keeps at most 300 images: the save that makes a 301st drops the oldest entry from the index
and deletes its file, "so the index stays small". An image kept before 300 others is no longer
recalled, though the documents say to keep one forever (the published Kotoba's own bound).

clause: VIS-3
caught in: An image is still seen after 500 other images are kept
"""

from __future__ import annotations

import json

from filelock import FileLock
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.facts.index import atomic_write
from kotoba_reference.visual.memory import VisualMemory
from kotoba_reference.visual.store import INDEX, LOCK_FILE, Added, VisualStore


class CappedStore(VisualStore):
    cap = 300

    def add(self, data: bytes, about: str, note: str, kind: str) -> Added:
        added = super().add(data, about, note, kind)
        with FileLock(str(self.folder / LOCK_FILE), timeout=60):
            entries = self.entries()
            for dropped in entries[: max(0, len(entries) - self.cap)]:
                (self.folder / dropped["file"]).unlink(missing_ok=True)
            if len(entries) > self.cap:
                atomic_write(self.folder / INDEX, json.dumps(entries[-self.cap :]) + "\n")
        return added


def capped_at(cap: int) -> type[CappedStore]:
    """The same store with a smaller bound, for a stress run small enough to show it."""
    return type(f"CappedAt{cap}", (CappedStore,), {"cap": cap})


class Memory(VisualMemory):
    store_class = CappedStore


class System(ReferenceSystem):
    visual_class = Memory


class Adapter(ReferenceAdapter):
    system_class = System
