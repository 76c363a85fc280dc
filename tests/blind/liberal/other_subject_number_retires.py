"""Two facts that differ in one number are taken as a correction even when their subjects
differ: "The dog is 4 years old" retires "The cat is 3 years old".

clause: WRITE-8
sentence: a swapped subject is another statement
"""

from tests.liberal.kotoba_liberal import sameness
from tests.liberal.kotoba_liberal.adapter import Adapter

_original = sameness._value_correction


def _after_verb(fact: str) -> list[str]:
    tokens = sameness.words(fact)
    verb = sameness._verb_at(tokens)
    return [] if verb is None else tokens[verb:]


def _value_correction(old: str, new: str) -> bool:
    if _original(old, new):
        return True
    a, b = _after_verb(old), _after_verb(new)
    if not a or len(a) != len(b):
        return False
    differing = [(x, y) for x, y in zip(a, b, strict=True) if x != y]
    return len(differing) == 1 and all(any(c.isdigit() for c in w) for w in differing[0])


vars(sameness)["_value_correction"] = _value_correction

__all__ = ["Adapter"]
