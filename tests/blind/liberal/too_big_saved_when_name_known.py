"""A too-big image is reported as kept when an image about the same entity is already in the
store: the answer comes from a look-up by name afterwards, not from add().

clause: VIS-4
sentence: asking instead whether any entry existed under that name announced a too-big image
"""

from kotoba_conformance.adapter import RememberedImage

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.visual import Visual


class _Visual(Visual):
    def remember_image(
        self, source: object, about: object, note: object, kind: object
    ) -> RememberedImage:
        answer = super().remember_image(source, about, note, kind)
        if answer["kept"] or not isinstance(about, str):
            return answer
        named = " ".join(about.split()).casefold()
        for entry in self._store.entries():
            if entry.about.casefold() == named:
                return {
                    "reply": f"Kept: the image of {entry.about} is in your visual memory.",
                    "kept": True,
                    "id": entry.id,
                }
        return answer


vars(system)["Visual"] = _Visual

__all__ = ["Adapter"]
