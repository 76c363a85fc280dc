"""Each recalled_image frame on the events channel carries the image's bytes (base64) beside its
id.

clause: VIS-5
sentence: carrying only the keepsake's ID, never its bytes
"""

import base64

from kotoba_conformance.adapter import RecalledImages

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.visual import Visual


class _Visual(Visual):
    def recall_image(self, query: object) -> RecalledImages:
        answer = super().recall_image(query)
        for frame in answer["events"]:
            entry = self._store.entry(str(frame.get("id", "")))
            data = None if entry is None else self._store.read_bytes(entry)
            if frame.get("type") == "recalled_image" and data is not None:
                frame["data"] = base64.b64encode(data).decode("ascii")
        return answer


vars(system)["Visual"] = _Visual

__all__ = ["Adapter"]
