"""Journals every image save in a file beside the visual store before making it, and clears the
journal when it closes; an install that opens and finds saves in the journal makes them again as
new keepsakes, "in case they were lost". A writer killed mid-run leaves its journal behind, and
the next install keeps every image it had already kept a second time, under a second id. Only a
crash shows it: the stress mode.

clause: VIS-4
caught by: stress
"""

from __future__ import annotations

import hashlib
import json
import uuid
from collections.abc import Mapping
from pathlib import Path

from filelock import FileLock
from kotoba_conformance.adapter import RememberedImage
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.facts.index import atomic_write
from kotoba_reference.visual.images import image_type
from kotoba_reference.visual.memory import VisualMemory
from kotoba_reference.visual.sources import data_url_bytes
from kotoba_reference.visual.store import IMAGES, INDEX, LOCK_FILE, Entry

JOURNAL = "pending.jsonl"


class Memory(VisualMemory):
    def __init__(self, folder: Path, home: Path, test_hosts: Mapping[str, str]) -> None:
        super().__init__(folder, home, test_hosts)
        self.journal = folder / JOURNAL
        if self.journal.is_file():
            for line in self.journal.read_text(encoding="utf-8").splitlines():
                save = json.loads(line)
                self.keep_anew(data_url_bytes(save["source"]), save["about"], save["note"])
            self.journal.unlink()

    def keep_anew(self, data: bytes, about: str, note: str) -> None:
        """A new entry for these bytes, whatever the index already holds."""
        folder, image_id = self.store.folder, uuid.uuid4().hex[:16]
        name = f"{IMAGES}/{image_id}.{image_type(data) or 'png'}"
        (folder / name).write_bytes(data)
        digest = hashlib.sha256(data).hexdigest()
        with FileLock(str(folder / LOCK_FILE), timeout=60):
            entry = Entry(
                id=image_id, about=about, note=note, kind="other", file=name, sha256=digest
            )
            atomic_write(folder / INDEX, json.dumps([*self.store.entries(), entry]) + "\n")

    def remember_image(self, source: str, about: str, note: str, kind: str) -> RememberedImage:
        if source.startswith("data:"):
            self.journal.parent.mkdir(parents=True, exist_ok=True)
            with self.journal.open("a", encoding="utf-8") as journal:
                journal.write(json.dumps({"source": source, "about": about, "note": note}) + "\n")
        return super().remember_image(source, about, note, kind)


class System(ReferenceSystem):
    visual_class = Memory

    def close(self) -> None:
        (self.paths.visual_memory_dir / JOURNAL).unlink(missing_ok=True)
        super().close()


class Adapter(ReferenceAdapter):
    system_class = System
