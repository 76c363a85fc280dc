"""Judges a correction from the verb on, ignoring who the fact is about: "Sister lives in
Barcelona" retires "Lives in Madrid", and "The dog is 4 years old" retires "The cat is 3 years
old", though a differing subject is another statement, never a correction.

clause: WRITE-8
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.facts.judgement import VERBS, Verdict, compare
from kotoba_reference.facts.normalise import words
from kotoba_reference.facts.rules import Rules

from tests.broken._retiring import retiring_also


def predicate(fact: str) -> str:
    """The fact from its first verb on ("" when it has none): the subject dropped."""
    found = words(fact)
    start = next((i for i, word in enumerate(found) if word in VERBS), len(found))
    return " ".join(found[start:])


def same_predicate_corrected(old: str, new: str) -> bool:
    return bool(predicate(new)) and compare(predicate(old), predicate(new)) is Verdict.RETIRE


class System(ReferenceSystem):
    rules = Rules(judge=retiring_also(same_predicate_corrected))


class Adapter(ReferenceAdapter):
    system_class = System
