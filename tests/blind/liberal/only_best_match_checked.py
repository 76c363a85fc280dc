"""recall_image checks only the best match for missing bytes: a second match whose image file is
gone is still listed as attached, given a recalled_image frame, and offered to her to look at.

clause: VIS-6
sentence: The instruction it returns is written from what was actually attached
"""

from kotoba_conformance.adapter import RecalledImages

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal import visual_recall as recall
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.visual import RecallAnswer, Visual, _text
from tests.liberal.kotoba_liberal.visual_store import Entry


class _Visual(Visual):
    def recall_image(self, query: object) -> RecalledImages:
        query_text = _text(query, "query", allow_none=False)
        ranked = recall.rank(self._store.entries(), query_text)
        attached: list[Entry] = []
        gone: list[Entry] = []
        for entry in ranked[: recall.MAX_ATTACHED]:
            if not attached and not gone and self._store.read_bytes(entry) is None:
                gone.append(entry)
            else:
                attached.append(entry)
        events: list[dict[str, object]] = [
            {"type": "recalled_image", "id": entry.id, "tool": "recall_image"} for entry in attached
        ]
        events.append({"type": "tool_status", "tool": "recall_image", "attached": len(attached)})
        return RecallAnswer(
            instruction=recall.instruction(query_text, attached, gone),
            attached=[entry.id for entry in attached],
            events=events,
            found=[entry.id for entry in ranked],
            missing=[entry.id for entry in gone],
        )


vars(system)["Visual"] = _Visual

__all__ = ["Adapter"]
