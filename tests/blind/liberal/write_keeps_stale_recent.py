"""The write path no longer filters ## Recent against the topic files: a bullet deleted by hand
stays inline after the next write, for good (delete_topic still filters).

clause: EDIT-2
sentence: delete_topic and the write path both filter Recent against what still exists
"""

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.files import RECENT_CAP
from tests.liberal.kotoba_liberal.index import topic_lines
from tests.liberal.kotoba_liberal.memory import Memory


class _StaleMemory(Memory):
    def _rebuild(self, first: str | None = None) -> None:
        if first is None:
            super()._rebuild()
            return
        facts = self.store.all_facts()
        recent = [first, *self.store.recent()]
        recent = list(dict.fromkeys(recent))[:RECENT_CAP]
        counts = {slug: len(listed) for slug, listed in facts.items()}
        self.store.rebuild(recent, topic_lines(counts))


vars(system)["Memory"] = _StaleMemory

__all__ = ["Adapter"]
