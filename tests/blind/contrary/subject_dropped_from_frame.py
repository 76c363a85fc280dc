"""Corrections compare two facts from their first verb on, ignoring the subject before it: "The
dog is 4 years old" retires "The cat is 3 years old", "Sister lives in Madrid" retires "Lives in
Barcelona".

clause: WRITE-8
sentence: a swapped subject is another statement
"""

from tests.liberal.kotoba_contrary import sameness
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.compound import VERBS
from tests.liberal.kotoba_contrary.sameness import Judgement, Word


def _from_verb(words: list[Word]) -> list[Word]:
    for position, word in enumerate(words):
        if word.key in VERBS:
            return words[position:]
    return words


def _judge(new: str, stored: str) -> Judgement:
    new_words = _from_verb(sameness.tokens(new))  # the change: the subject is dropped
    old_words = _from_verb(sameness.tokens(stored))
    prefix = sameness._common_prefix(new_words, old_words)
    if not sameness._has_verb(new_words[:prefix], new_words):
        return Judgement(retires=False, contradicts=False)
    suffix = sameness._common_suffix(new_words[prefix:], old_words[prefix:])
    new_value = new_words[prefix : len(new_words) - suffix]
    old_value = old_words[prefix : len(old_words) - suffix]
    kind = sameness._value_kind(new_value, at_end=suffix == 0)
    if kind and kind == sameness._value_kind(old_value, at_end=suffix == 0):
        return Judgement(retires=True, contradicts=True)
    shared = sameness._leading_kinds(new_words[prefix:]) & sameness._leading_kinds(
        old_words[prefix:]
    )
    return Judgement(retires=False, contradicts=bool(shared))


vars(sameness)["judge"] = _judge

__all__ = ["Adapter"]
