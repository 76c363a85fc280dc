"""source "attachment" keeps naming the first image shared in the session: a second image shared
later does not replace it, so remember_image("attachment") keeps the older picture.

clause: VIS-2
sentence: "attachment" (the image you just shared
"""

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.visual import Visual


class _Visual(Visual):
    def share_image(self, data: str, filename: str) -> None:
        first = self._attachment
        super().share_image(data, filename)
        if first is not None:
            self._attachment = first


vars(system)["Visual"] = _Visual

__all__ = ["Adapter"]
