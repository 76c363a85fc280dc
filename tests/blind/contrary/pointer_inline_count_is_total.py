"""The pointer line's N is the number of stored facts rather than the number shown inline, so with
more than 25 facts (or a fact only in a topic file) it claims "the 30 most recent of 30".

clause: PROMPT-2
sentence: This list is the 2 most recent of 2 facts
"""

from tests.liberal.kotoba_contrary import pointer
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.shelf import Shelf

_totals = pointer._totals


def _totals_all(shelf: Shelf) -> str:
    line = _totals(shelf)
    prefix = f"(This list is the {len(shelf.recent)} most recent"
    return line.replace(prefix, f"(This list is the {shelf.total()} most recent", 1)


vars(pointer)["_totals"] = _totals_all

__all__ = ["Adapter"]
