"""A compound fact is refused with the right reply, but its first clause is quietly saved
anyway (split automatically).

clause: WRITE-5
sentence: Nothing is translated or split automatically.
"""

import re

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.memory import Memory, Outcome

_SPLIT = re.compile(r";|\s(?:and|but|or|nor|yet|plus)\s", re.IGNORECASE)


class _SplittingMemory(Memory):
    def write(self, fact: object, topic: object = None) -> Outcome:
        outcome = super().write(fact, topic)
        if outcome.result["reason"] == "more-than-one-fact" and isinstance(fact, str):
            head = _SPLIT.split(fact, maxsplit=1)[0].strip()
            if head:
                super().write(head, topic)
        return outcome


vars(system)["Memory"] = _SplittingMemory

__all__ = ["Adapter"]
