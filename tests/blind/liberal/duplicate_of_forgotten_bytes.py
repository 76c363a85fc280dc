"""add() answers "exact duplicate" whenever an entry of the same id exists, even when that entry's
image file is gone: keeping the image again is reported as kept while the store still has no
bytes for it.

clause: VIS-4
sentence: only "exact duplicate" means the image was kept
"""

import hashlib

from tests.liberal.kotoba_liberal import visual
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.visual_images import sniff
from tests.liberal.kotoba_liberal.visual_store import Added, VisualStore


class _Store(VisualStore):
    def add(
        self, data: bytes, *, about: str, note: str, kind: str, source: str, size: int | None = None
    ) -> Added:
        total = max(len(data), size or 0)
        if 0 < total <= self.limit and sniff(data) is not None:
            existing = self.entry("img-" + hashlib.sha256(data).hexdigest()[:24])
            if existing is not None:
                return Added("duplicate", existing, total)
        return super().add(data, about=about, note=note, kind=kind, source=source, size=size)


vars(visual)["VisualStore"] = _Store

__all__ = ["Adapter"]
