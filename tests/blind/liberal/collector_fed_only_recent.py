"""The collector is fed only the facts of ## Recent, not everything stored: a fact that is only in
a topic file (older than the last 25, or added by hand) is missing from its prompt.

clause: COL-3
sentence: It is fed what is already stored
answer: undocumented: the documents say the collector is fed what is already stored, not all of it,
  and the published Kotoba itself feeds a bounded list; the suite's reading (every topic file's
  facts) is optional
"""

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.memory import Memory


class _RecentOnlyMemory(Memory):
    def stored_facts(self) -> list[str]:
        return self.store.recent()


vars(system)["Memory"] = _RecentOnlyMemory

__all__ = ["Adapter"]
