"""Names each kept image's file by its hash and answers a save whose file already exists as an
exact duplicate, kept, without asking the index. A save killed after writing the file and before
the index leaves a file the index never lists; saving that image again is then reported kept,
and no recall ever brings it back. Only a crash shows it: the stress mode.

clause: VIS-4
caught by: stress
"""

from __future__ import annotations

import hashlib
import json

from filelock import FileLock
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.facts.index import atomic_write
from kotoba_reference.visual.images import image_type
from kotoba_reference.visual.memory import VisualMemory
from kotoba_reference.visual.store import (
    IMAGES,
    INDEX,
    KINDS,
    LOCK_FILE,
    Added,
    Entry,
    VisualStore,
)


class Store(VisualStore):
    def add(self, data: bytes, about: str, note: str, kind: str) -> Added:
        extension = image_type(data) if data and len(data) <= self.max_bytes else None
        if extension is None or kind not in KINDS:
            return super().add(data, about, note, kind)  # the refusals, as the reference's
        digest = hashlib.sha256(data).hexdigest()
        image_id = digest[:16]
        name = f"{IMAGES}/{image_id}.{extension}"
        if (self.folder / name).is_file():
            return Added("duplicate", image_id)  # the file is there, so it must be kept
        (self.folder / IMAGES).mkdir(parents=True, exist_ok=True)
        (self.folder / name).write_bytes(data)
        with FileLock(str(self.folder / LOCK_FILE), timeout=60):
            entry = Entry(id=image_id, about=about, note=note, kind=kind, file=name, sha256=digest)
            atomic_write(self.folder / INDEX, json.dumps([*self.entries(), entry]) + "\n")
        return Added("kept", image_id)


class Memory(VisualMemory):
    store_class = Store


class System(ReferenceSystem):
    visual_class = Memory


class Adapter(ReferenceAdapter):
    system_class = System
