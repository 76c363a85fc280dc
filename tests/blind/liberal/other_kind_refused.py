"""remember_image refuses an explicit kind "other", asking for a more specific kind: "other" is
taken for the fallback it files unknown kinds under, not for one of the documented kinds.

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
        if isinstance(kind, str) and kind.strip().casefold() == "other":
            return {
                "reply": "NOT KEPT — say what the image is: person, self, product, post, place "
                "or scene.",
                "kept": False,
                "id": None,
            }
        return super().remember_image(source, about, note, kind)


vars(system)["Visual"] = _Visual

__all__ = ["Adapter"]
