"""The pointer line's K counts the topics it names, not every topic file: past a dozen topics
(or past its character budget) it says "across 12 topics" however many there are.

clause: PROMPT-3
sentence: R11
"""

import re

from tests.liberal.kotoba_contrary import pointer
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.shelf import Shelf

_totals = pointer._totals
_MORE = re.compile(r", and (\d+) more\.$")


def _totals_named(shelf: Shelf) -> str:
    line = _totals(shelf)
    more = _MORE.search(line)
    if more is None:
        return line
    named = len(shelf.topics) - int(more.group(1))
    return line.replace(f", across {len(shelf.topics)} topics", f", across {named} topics", 1)


vars(pointer)["_totals"] = _totals_named

__all__ = ["Adapter"]
