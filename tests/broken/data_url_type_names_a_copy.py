"""Keeps a second copy of an image from a `data:` URL, named after the media type the URL
declares (`data:image/webp;base64,…` → `types/webp.img`, for a viewer that goes by type). The
type is never checked, so `data:image/../../../outside;base64,…` writes the copy three folders up,
outside the visual store. Every image the scenarios keep declares `image/png` or nothing, so only
hostile media types find it: the fuzz mode. (So that this test double can never harm the
machine, it writes nowhere outside the temp folder.)

clause: VIS-2
caught by: fuzz
"""

from __future__ import annotations

import contextlib
import tempfile
from pathlib import Path

from kotoba_conformance.contract.adapter import RememberedImage
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.visual.guard import Refused
from kotoba_reference.visual.memory import VisualMemory
from kotoba_reference.visual.sources import data_url_bytes

FUZZ_ENTRIES = ("remember_image(data_url)",)


def declared_type(source: str) -> str | None:
    """What follows `image/` in a data: URL's media type, as written."""
    header = source[5:].partition(",")[0].split(";")[0]
    return header[len("image/") :] if header.lower().startswith("image/") else None


class Visual(VisualMemory):
    def remember_image(self, source: str, about: str, note: str, kind: str) -> RememberedImage:
        answer = super().remember_image(source, about, note, kind)
        subtype = declared_type(source) if source[:5].lower() == "data:" else None
        if answer["kept"] and subtype:
            folder = self.store.folder / "types"
            folder.mkdir(parents=True, exist_ok=True)
            copy = folder / f"{subtype}.img"
            if not copy.resolve().is_relative_to(Path(tempfile.gettempdir()).resolve()):
                raise ValueError("this test double writes nowhere outside the temp folder")
            with contextlib.suppress(OSError, Refused):
                copy.write_bytes(data_url_bytes(source))
        return answer


class System(ReferenceSystem):
    visual_class = Visual


class Adapter(ReferenceAdapter):
    system_class = System
