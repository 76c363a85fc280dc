"""Each recalled_image frame names the keepsake by its image file's name ("img-….png") instead of
its ID, so the frame does not carry the keepsake's ID.

clause: VIS-5
sentence: carrying only the keepsake's ID
"""

from kotoba_conformance.adapter import RecalledImages

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.visual import Visual


class _Visual(Visual):
    def recall_image(self, query: object) -> RecalledImages:
        answer = super().recall_image(query)
        for frame in answer["events"]:
            entry = self._store.entry(str(frame.get("id", "")))
            if frame.get("type") == "recalled_image" and entry is not None:
                frame["id"] = entry.file
        return answer


vars(system)["Visual"] = _Visual

__all__ = ["Adapter"]
