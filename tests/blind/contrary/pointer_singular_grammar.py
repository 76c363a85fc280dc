"""The pointer line "fixes" the grammar of its counts: one topic reads "across 1 topic" and one
fact "of 1 fact", not the documents' "across 1 topics" and "of 1 facts".

clause: PROMPT-2
sentence: across 1 topics: pets (2)
"""

from tests.liberal.kotoba_contrary import pointer
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.shelf import Shelf

_totals = pointer._totals


def _totals_singular(shelf: Shelf) -> str:
    line = _totals(shelf)
    if shelf.total() == 1:
        line = line.replace(" of 1 facts, across ", " of 1 fact, across ", 1)
    if len(shelf.topics) == 1:
        line = line.replace(", across 1 topics", ", across 1 topic", 1)
    return line


vars(pointer)["_totals"] = _totals_singular

__all__ = ["Adapter"]
