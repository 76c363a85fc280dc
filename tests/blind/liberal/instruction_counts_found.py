"""When some matches are attached and another's bytes are gone, the instruction counts and lists
every match found as attached and tells her to look at them, the gone one's old note included
(only the ids attached are right).

clause: VIS-6
sentence: written from what was actually attached, never from what was found
"""

from collections.abc import Sequence

from tests.liberal.kotoba_liberal import visual_recall
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.visual_store import Entry

_instruction = visual_recall.instruction


def _from_found(query: str, attached: Sequence[Entry], gone: Sequence[Entry]) -> str:
    if attached and gone:
        return _instruction(query, [*attached, *gone], [])
    return _instruction(query, attached, gone)


vars(visual_recall)["instruction"] = _from_found

__all__ = ["Adapter"]
