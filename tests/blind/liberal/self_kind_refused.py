"""remember_image refuses kind "self" (a picture of the user) as unknown: the image is not kept.

clause: VIS-1
sentence: kind in person | self | product | post | place | scene | other
"""

from kotoba_conformance.adapter import RememberedImage

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.visual import Visual


class _Visual(Visual):
    def remember_image(
        self, source: object, about: object, note: object, kind: object
    ) -> RememberedImage:
        if isinstance(kind, str) and kind.strip().casefold() == "self":
            return {
                "reply": "NOT KEPT — kind must be person, product, post, place, scene or other.",
                "kept": False,
                "id": None,
            }
        return super().remember_image(source, about, note, kind)


vars(system)["Visual"] = _Visual

__all__ = ["Adapter"]
