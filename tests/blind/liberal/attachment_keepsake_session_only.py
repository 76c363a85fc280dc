"""An image kept from the shared attachment stays tied to the session's upload: its bytes are
cleared with the attachment when the session closes, so after a restart the entry's image is
gone.

clause: VIS-3
sentence: The image is copied into her own store, so it persists independently of your Files.
"""

from kotoba_conformance.adapter import RememberedImage

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.visual import Visual


class _Visual(Visual):
    def __init__(self, env: dict[str, str], test_hosts: dict[str, str]) -> None:
        super().__init__(env, test_hosts)
        self._uploads: set[str] = set()

    def remember_image(
        self, source: object, about: object, note: object, kind: object
    ) -> RememberedImage:
        answer = super().remember_image(source, about, note, kind)
        if answer["kept"] and answer["id"] and source == "attachment":
            self._uploads.add(answer["id"])
        return answer

    def close(self) -> None:
        for image_id in sorted(self._uploads):
            self._store.forget_bytes(image_id)
        self._uploads.clear()
        super().close()


vars(system)["Visual"] = _Visual

__all__ = ["Adapter"]
