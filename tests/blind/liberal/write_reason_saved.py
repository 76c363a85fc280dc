"""write_fact answers reason "saved" for a fact it wrote, not "written".

clause: WRITE-1
sentence: {'written': True, 'reason': 'written',
"""

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.memory import Memory, Outcome


class _SavedMemory(Memory):
    def write(self, fact: object, topic: object = None) -> Outcome:
        outcome = super().write(fact, topic)
        if outcome.result["reason"] == "written":
            outcome.result["reason"] = "saved"
        return outcome


vars(system)["Memory"] = _SavedMemory

__all__ = ["Adapter"]
