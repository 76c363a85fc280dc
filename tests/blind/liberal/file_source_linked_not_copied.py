"""An image kept from a file in the user's Files is linked, not copied: the store holds a symbolic
link to the original, so once the user deletes that file the keepsake's bytes are gone too.

clause: VIS-3
sentence: The image is copied into her own store, so it persists independently of your Files.
"""

import os

from kotoba_conformance.adapter import RememberedImage

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.visual import Visual
from tests.liberal.kotoba_liberal.visual_sources import user_file_path


class _Visual(Visual):
    def remember_image(
        self, source: object, about: object, note: object, kind: object
    ) -> RememberedImage:
        answer = super().remember_image(source, about, note, kind)
        original = user_file_path(self._files, source) if isinstance(source, str) else None
        entry = self._store.entry(answer["id"]) if answer["kept"] and answer["id"] else None
        if entry is not None and original is not None and os.path.isfile(original):
            kept = os.path.join(self._store.root, "images", entry.file)
            os.unlink(kept)
            os.symlink(os.path.abspath(original), kept)
        return answer


vars(system)["Visual"] = _Visual

__all__ = ["Adapter"]
