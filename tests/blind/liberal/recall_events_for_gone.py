"""recall_image puts a recalled_image frame on the events channel for every match it found,
including one whose bytes are gone and which was not re-opened or attached.

clause: VIS-5
sentence: They also ride the events channel as a recalled_image frame
"""

from typing import Any

from kotoba_conformance.adapter import RecalledImages

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.visual import Visual


class _Visual(Visual):
    def recall_image(self, query: object) -> RecalledImages:
        answer = super().recall_image(query)
        missing: Any = answer.get("missing", [])
        frames: list[dict[str, object]] = [
            {"type": "recalled_image", "id": image_id, "tool": "recall_image"}
            for image_id in missing
        ]
        answer["events"][-1:-1] = frames
        return answer


vars(system)["Visual"] = _Visual

__all__ = ["Adapter"]
