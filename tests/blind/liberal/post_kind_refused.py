"""remember_image refuses kind "post" (a social-media post) as unknown, its list of kinds having
lost that one: the image is not kept.

clause: VIS-1
sentence: kind in person | self | product | post | place | scene | other
"""

from kotoba_conformance.adapter import RememberedImage

from tests.liberal.kotoba_liberal import system, visual
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.visual import Visual

_KINDS = tuple(kind for kind in visual.KINDS if kind != "post")


class _Visual(Visual):
    def remember_image(
        self, source: object, about: object, note: object, kind: object
    ) -> RememberedImage:
        if isinstance(kind, str) and kind.strip().casefold() not in _KINDS:
            return {
                "reply": f"NOT KEPT — kind must be one of {', '.join(_KINDS)}, not {kind!r}.",
                "kept": False,
                "id": None,
            }
        return super().remember_image(source, about, note, kind)


vars(system)["Visual"] = _Visual

__all__ = ["Adapter"]
