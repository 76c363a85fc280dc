"""The visual store: kept images and their index, apart from the fact store.

`<visual dir>/index.json` lists the entries (id, about, note, kind, file, sha256); the bytes are
`<visual dir>/images/<id>.<ext>`. Every change holds the cross-process lock `index.json.lock` and
rewrites the index atomically, like the fact store. `add` answers with its reason, so the caller
reports a save from the store's own answer, never from a search afterwards.
"""

from __future__ import annotations

import hashlib
import json
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, TypedDict, cast

from filelock import FileLock

from kotoba_reference.facts.index import atomic_write
from kotoba_reference.facts.normalise import fold
from kotoba_reference.visual.images import image_type

INDEX = "index.json"
LOCK_FILE = "index.json.lock"
IMAGES = "images"
MAX_IMAGE_BYTES = 8 * 1024 * 1024
LOCK_TIMEOUT = 60.0
KINDS = ("person", "self", "product", "post", "place", "scene", "other")
AddReason = Literal["kept", "duplicate", "empty", "too_big", "not_an_image", "bad_kind"]
KEPT_REASONS = ("kept", "duplicate")
"""Of everything `add` can answer, only these two mean the image is in the store."""


class Entry(TypedDict):
    id: str
    about: str
    note: str
    kind: str
    file: str
    sha256: str


@dataclass(frozen=True)
class Added:
    """What `add` did: its reason, and the entry's id when the image is in the store."""

    reason: AddReason
    id: str | None = None

    @property
    def kept(self) -> bool:
        return self.reason in KEPT_REASONS


class VisualStore:
    """The images under one folder, which need not exist yet."""

    def __init__(self, folder: Path, max_bytes: int = MAX_IMAGE_BYTES) -> None:
        self.folder = Path(folder)
        self.max_bytes = max_bytes
        self._lock = FileLock(str(self.folder / LOCK_FILE), timeout=LOCK_TIMEOUT)

    def add(self, data: bytes, about: str, note: str, kind: str) -> Added:
        """Keep a copy of the image. Refused (nothing written) when empty, over the size limit,
        not an image, or of a kind outside the documented list; an exact copy of a kept image
        is not stored twice but answered as kept, with the existing id."""
        if not data:
            return Added("empty")
        if len(data) > self.max_bytes:
            return Added("too_big")
        extension = image_type(data)
        if extension is None:
            return Added("not_an_image")
        if kind not in KINDS:
            return Added("bad_kind")
        digest = hashlib.sha256(data).hexdigest()
        (self.folder / IMAGES).mkdir(parents=True, exist_ok=True)
        with self._lock:
            entries = self.entries()
            for entry in entries:
                if entry["sha256"] == digest and (self.folder / entry["file"]).is_file():
                    return Added("duplicate", entry["id"])
            image_id = uuid.uuid4().hex[:16]
            name = f"{IMAGES}/{image_id}.{extension}"
            (self.folder / name).write_bytes(data)
            entry = Entry(id=image_id, about=about, note=note, kind=kind, file=name, sha256=digest)
            self._save([*entries, entry])
        return Added("kept", image_id)

    def entries(self) -> list[Entry]:
        """Every entry in the index, oldest first; [] when there is none (or it is unreadable:
        a hand-mangled index loses the listing, never the images)."""
        try:
            loaded = json.loads((self.folder / INDEX).read_text(encoding="utf-8"))
        except (FileNotFoundError, ValueError):
            return []
        if not isinstance(loaded, list):
            return []
        return [cast(Entry, e) for e in loaded if isinstance(e, dict) and _is_entry(e)]

    def image_bytes(self, entry: Entry) -> bytes | None:
        """The kept bytes, None when the file is gone (deleted by hand) or no longer an image."""
        path = self.folder / entry["file"]
        if not path.resolve().is_relative_to(self.folder.resolve()):
            return None
        try:
            data = path.read_bytes()
        except (FileNotFoundError, IsADirectoryError):
            return None
        return data if image_type(data) else None

    def image_path(self, image_id: str) -> Path | None:
        for entry in self.entries():
            if entry["id"] == image_id:
                return self.folder / entry["file"]
        return None

    def search(self, query: str, limit: int = 3) -> list[Entry]:
        """The entries whose about, note or kind share the most words with the query, best
        first, newest first among equals; none when no word matches."""
        wanted = set(_words(query))
        scored = []
        for position, entry in enumerate(self.entries()):
            have = set(_words(f"{entry['about']} {entry['note']} {entry['kind']}"))
            about = set(_words(entry["about"]))
            score = len(wanted & have) + len(wanted & about)
            if score:
                scored.append((score, position, entry))
        scored.sort(key=lambda item: (-item[0], -item[1]))
        return [entry for _, _, entry in scored[:limit]]

    def _save(self, entries: list[Entry]) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        atomic_write(self.folder / INDEX, json.dumps(entries, ensure_ascii=False, indent=1) + "\n")


def _is_entry(value: dict[str, object]) -> bool:
    return all(isinstance(value.get(key), str) for key in Entry.__annotations__)


def _words(text: str) -> list[str]:
    return [w for w in "".join(c if c.isalnum() else " " for c in fold(text)).split() if w]
