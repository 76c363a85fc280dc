"""Takes any stored fact that opens with the same word and has as many words as the new one for
its older version, and retires it: "Plays chess on Mondays" retires "Plays tennis on Sundays".
Where it cannot tell a correction from a new fact it deletes, where the documents keep.

clause: WRITE-9
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.facts.normalise import words
from kotoba_reference.facts.rules import Rules

from tests.broken._retiring import retiring_also


def same_shape(old: str, new: str) -> bool:
    a, b = words(old), words(new)
    return bool(a) and len(a) == len(b) and a[0] == b[0] and a != b


class System(ReferenceSystem):
    rules = Rules(judge=retiring_also(same_shape))


class Adapter(ReferenceAdapter):
    system_class = System
