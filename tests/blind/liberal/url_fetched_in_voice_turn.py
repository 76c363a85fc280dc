"""An http(s) source is fetched in a voice turn too, not only in work mode.

clause: VIS-2
sentence: The URL form is work mode only and SSRF-guarded
"""

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.visual import Visual
from tests.liberal.kotoba_liberal.visual_sources import Blob


class _Visual(Visual):
    def _fetch(self, url: str) -> Blob:
        mode, self._mode = self._mode, "work"
        try:
            return super()._fetch(url)
        finally:
            self._mode = mode


vars(system)["Visual"] = _Visual

__all__ = ["Adapter"]
