"""The visual store on disk: her own copy of every image she keeps.

Layout (the documents fix none): `entries/<id>.json` holds what she knows about one image and
`images/<id>.<ext>` its bytes. An id is drawn from the bytes' SHA-256, so one image is one entry
whoever keeps it, and separate installs sharing the folder agree on it without a lock. Every file
is written whole to a temporary name and renamed into place, so a reader never sees half of one.

`add()` answers "saved", or one of five outcomes in which it stores nothing: "duplicate", "empty",
"too_big", "not_image", "unwritable". Of those five only "duplicate" means the image is in the
store, and only when the bytes already kept are still there to read.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import tempfile
import time
from dataclasses import asdict, dataclass
from typing import Literal

from .visual_images import EXTENSIONS, sniff

Outcome = Literal["saved", "duplicate", "empty", "too_big", "not_image", "unwritable"]
ID_PATTERN = re.compile(r"img-[0-9a-f]{24}")


@dataclass(frozen=True)
class Entry:
    """One kept image as its entry file records it."""

    id: str
    about: str
    note: str
    kind: str
    media_type: str
    file: str
    """The image file's name inside `images/`."""
    size: int
    kept_at: float
    source: str
    """Which form of `source` it came from: attachment, file, data or url."""


@dataclass(frozen=True)
class Added:
    """The store's own answer to one add(): what happened, the entry when there is one."""

    outcome: Outcome
    entry: Entry | None = None
    size: int = 0
    detail: str = ""


class VisualStore:
    """Her image memory, rooted at one folder that need not exist until the first save."""

    def __init__(self, root: str, limit: int) -> None:
        self.root = root
        self.limit = limit
        self._entries = os.path.join(root, "entries")
        self._images = os.path.join(root, "images")

    def add(
        self, data: bytes, *, about: str, note: str, kind: str, source: str, size: int | None = None
    ) -> Added:
        """Keep these bytes. `size` is the whole image's length when only its start was read."""
        total = max(len(data), size or 0)
        if total == 0:
            return Added("empty")
        if total > self.limit:
            return Added("too_big", size=total)
        media_type = sniff(data)
        if media_type is None:
            return Added("not_image", size=total)
        image_id = "img-" + hashlib.sha256(data).hexdigest()[:24]
        existing = self.entry(image_id)
        if existing is not None and self.read_bytes(existing) == data:
            return Added("duplicate", existing, total)
        entry = Entry(
            id=image_id,
            about=about,
            note=note,
            kind=kind,
            media_type=media_type,
            file=f"{image_id}.{EXTENSIONS[media_type]}",
            size=total,
            kept_at=time.time(),
            source=source,
        )
        try:
            _write_atomic(os.path.join(self._images, entry.file), data)
            record = json.dumps(asdict(entry), ensure_ascii=False, indent=1).encode()
            _write_atomic(os.path.join(self._entries, f"{image_id}.json"), record)
        except OSError as error:
            return Added("unwritable", size=total, detail=error.strerror or str(error))
        return Added("saved", entry, total)

    def entry(self, image_id: str) -> Entry | None:
        """The entry of this id, or None when there is none (or it cannot be read)."""
        if not ID_PATTERN.fullmatch(image_id):
            return None
        try:
            with open(os.path.join(self._entries, f"{image_id}.json"), encoding="utf-8") as file:
                raw = json.load(file)
            entry = Entry(**raw)
        except (OSError, ValueError, TypeError):
            return None
        if entry.id != image_id or os.path.basename(entry.file) != entry.file:
            return None
        return entry

    def entries(self) -> list[Entry]:
        """Every readable entry, whether or not its bytes are still there."""
        try:
            names = sorted(os.listdir(self._entries))
        except OSError:
            return []
        found = (self.entry(name[:-5]) for name in names if name.endswith(".json"))
        return [entry for entry in found if entry is not None]

    def read_bytes(self, entry: Entry) -> bytes | None:
        """The entry's image as it is on disk now; None when the file is gone or no image."""
        try:
            with open(os.path.join(self._images, entry.file), "rb") as file:
                data = file.read(self.limit + 1)
        except OSError:
            return None
        return data if sniff(data) is not None else None

    def forget_bytes(self, image_id: str) -> None:
        """Delete the entry's image file, as a user would by hand; the entry stays."""
        entry = self.entry(image_id)
        if entry is not None:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(os.path.join(self._images, entry.file))


def _write_atomic(path: str, data: bytes) -> None:
    """Write the whole file beside its final name, then rename it into place."""
    folder = os.path.dirname(path)
    os.makedirs(folder, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=folder, prefix=".tmp-")
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
