"""Image memory for one install: the two tools (`remember_image`, `recall_image`) and what the
user does around them (share an image, put a file in Files, start a turn in voice or work mode).

The reply of `remember_image` is written from the store's own answer (`Added.reason`): of the
reasons it can give, only a new keep and an exact duplicate mean the image is kept.
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Mapping
from pathlib import Path

from kotoba_conformance.contract.adapter import RecalledImages, RememberedImage, TurnMode

from kotoba_reference.visual.fetch import Fetcher
from kotoba_reference.visual.guard import Refused
from kotoba_reference.visual.recall import instruction, recalled_event
from kotoba_reference.visual.sources import resolve
from kotoba_reference.visual.store import KINDS, Added, Entry, VisualStore

FILES = "files"
_NOT_KEPT = {
    "empty": "the image is empty",
    "too_big": "the image is too big",
    "not_an_image": "that is not an image (PNG, JPEG, GIF or WebP)",
    "bad_kind": f"kind must be one of: {', '.join(KINDS)}",
}


class VisualMemory:
    """The visual store plus the conversation state the tools read (the shared image, the
    turn's mode). `test_hosts` comes from the suite's spec only."""

    store_class: type[VisualStore] = VisualStore
    fetcher_class: type[Fetcher] = Fetcher

    def __init__(self, folder: Path, home: Path, test_hosts: Mapping[str, str]) -> None:
        self.store = self.store_class(folder)
        self.files_dir = home / FILES
        self.fetcher = self.fetcher_class(self.store.max_bytes, test_hosts=dict(test_hosts))
        self.mode: TurnMode = "work"
        self.attachment: bytes | None = None

    def remember_image(self, source: str, about: str, note: str, kind: str) -> RememberedImage:
        try:
            data = resolve(
                source,
                attachment=self.attachment,
                files_dir=self.files_dir,
                mode=self.mode,
                fetch=self.fetcher.fetch,
            )
        except Refused as refusal:
            return not_kept(str(refusal))
        return self.reply_for(self.store.add(data, about, note, kind), about)

    def reply_for(self, added: Added, about: str) -> RememberedImage:
        """The reply from the store's answer, and nothing else."""
        if added.reason == "kept":
            return {"reply": f"Kept the image of {about} (id {added.id}).", "kept": True,
                    "id": added.id}  # fmt: skip
        if added.reason == "duplicate":
            reply = f"That exact image is already kept (id {added.id}); it stays kept."
            return {"reply": reply, "kept": True, "id": added.id}
        return not_kept(_NOT_KEPT[added.reason])

    def recall_image(self, query: str) -> RecalledImages:
        attached: list[Entry] = []
        missing: list[Entry] = []
        for entry in self.store.search(query):
            (attached if self.store.image_bytes(entry) is not None else missing).append(entry)
        return {
            "instruction": instruction(query, attached, missing),
            "attached": [entry["id"] for entry in attached],
            "events": [recalled_event(entry["id"]) for entry in attached],
        }

    def put_user_file(self, name: str, data: bytes) -> str:
        if not name or "/" in name or "\\" in name or name in (".", ".."):
            raise ValueError(f"not a plain file name: {name!r}")
        self.files_dir.mkdir(parents=True, exist_ok=True)
        path = self.files_dir / name
        path.write_bytes(data)
        return str(path.resolve())

    def forget_image_bytes(self, image_id: str) -> None:
        path = self.store.image_path(image_id)
        if path is None:
            raise ValueError(f"no kept image has the id {image_id!r}")
        path.unlink(missing_ok=True)


def not_kept(why: str) -> RememberedImage:
    return {"reply": f"NOT KEPT — {why}. Nothing was saved.", "kept": False, "id": None}


def decode(data: object) -> bytes:
    """Bytes from the contract's base64 string."""
    if not isinstance(data, str):
        raise TypeError(f"image data must be a base64 string, not {type(data).__name__}")
    try:
        return base64.b64decode(data, validate=True)
    except binascii.Error as error:
        raise ValueError("image data is not valid base64") from error


def require_text(**values: object) -> dict[str, str]:
    for name, value in values.items():
        if not isinstance(value, str):
            raise TypeError(f"{name} must be a string, not {type(value).__name__}")
    return {name: str(value) for name, value in values.items()}


class VisualMixin:
    """The `visual` capability's methods for the reference system, over `self.visual`."""

    visual: VisualMemory

    def max_image_bytes(self) -> int:
        return self.visual.store.max_bytes

    def begin_turn(self, mode: TurnMode) -> None:
        if mode not in ("voice", "work"):
            raise ValueError(f"mode must be 'voice' or 'work', not {mode!r}")
        self.visual.mode = mode

    def share_image(self, data: str, filename: str) -> None:
        require_text(filename=filename)
        self.visual.attachment = decode(data)

    def put_user_file(self, name: str, data: str) -> str:
        return self.visual.put_user_file(require_text(name=name)["name"], decode(data))

    def remember_image(
        self, source: object, about: object, note: object, kind: object
    ) -> RememberedImage:
        args = require_text(source=source, about=about, note=note, kind=kind)
        return self.visual.remember_image(**args)

    def recall_image(self, query: object) -> RecalledImages:
        return self.visual.recall_image(require_text(query=query)["query"])

    def forget_image_bytes(self, image_id: str) -> None:
        self.visual.forget_image_bytes(require_text(image_id=image_id)["image_id"])
