"""Duplicates and corrections, word by word and never stemmed (WRITE-6..9, WRITE-12).

Two facts are the same when their words match after lowercasing with the articles left out.
A new fact corrects a stored one only when both open with the same frame (subject and verb,
word for word) and then differ in exactly one value: a number anywhere, a colour, or a name at
the end. Anything else is kept: a swapped subject is another statement, a swapped verb is a
rewording this store does not try to recognise, and retiring is a delete with no archive.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .compound import VERBS
from .text import word_set

ARTICLES = frozenset({"a", "an", "the"})
COLOURS = word_set(
    """
    red orange yellow green blue indigo violet purple pink brown black white grey gray silver
    gold golden beige teal turquoise cyan magenta maroon navy olive lavender lilac crimson
    scarlet amber ivory cream coral peach mint emerald cobalt ochre burgundy charcoal khaki
    """
)
_MAX_VALUE_WORDS = 3
_TOKEN = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")


@dataclass(frozen=True)
class Word:
    """One word of a fact: how it compares, and whether it was written capitalised."""

    key: str
    capitalised: bool


def tokens(fact: str) -> list[Word]:
    """The words of a fact as sameness compares them: lowercase, articles dropped."""
    found = [Word(w.lower().replace("’", "'"), w[:1].isupper()) for w in _TOKEN.findall(fact)]
    return [word for word in found if word.key not in ARTICLES]


def same(first: str, second: str) -> bool:
    """Whether two facts say the same thing word for word."""
    return [w.key for w in tokens(first)] == [w.key for w in tokens(second)]


@dataclass(frozen=True)
class Judgement:
    """What a new fact does to one stored fact."""

    retires: bool
    contradicts: bool


def judge(new: str, stored: str) -> Judgement:
    """Compare a new fact with a stored one (not a duplicate of it)."""
    new_words, old_words = tokens(new), tokens(stored)
    prefix = _common_prefix(new_words, old_words)
    if not _has_verb(new_words[:prefix], new_words):
        return Judgement(retires=False, contradicts=False)
    suffix = _common_suffix(new_words[prefix:], old_words[prefix:])
    new_value = new_words[prefix : len(new_words) - suffix]
    old_value = old_words[prefix : len(old_words) - suffix]
    kind = _value_kind(new_value, at_end=suffix == 0)
    if kind and kind == _value_kind(old_value, at_end=suffix == 0):
        return Judgement(retires=True, contradicts=True)
    shared = _leading_kinds(new_words[prefix:]) & _leading_kinds(old_words[prefix:])
    return Judgement(retires=False, contradicts=bool(shared))


def _common_prefix(first: list[Word], second: list[Word]) -> int:
    count = 0
    for left, right in zip(first, second, strict=False):
        if left.key != right.key:
            break
        count += 1
    return count


def _common_suffix(first: list[Word], second: list[Word]) -> int:
    count = 0
    for left, right in zip(reversed(first), reversed(second), strict=False):
        if left.key != right.key:
            break
        count += 1
    return count


def _has_verb(frame: list[Word], whole: list[Word]) -> bool:
    """A frame holds a verb: a known one, or a subjectless fact's opening "-s" word."""
    for index, word in enumerate(frame):
        if word.key in VERBS:
            return True
        if index == 0 and len(whole) > 1 and word.key.endswith("s") and len(word.key) > 3:
            return True
    return False


def _leading_kinds(rest: list[Word]) -> set[str]:
    """The kinds of value the words after a shared frame open with."""
    openings = (_value_kind(rest[:size], at_end=True) for size in range(1, _MAX_VALUE_WORDS + 1))
    return {kind for kind in openings if kind}


def _value_kind(value: list[Word], at_end: bool) -> str:
    """Which kind of value these words are ("number", "colour", "name"), or "" for none."""
    if not value or len(value) > _MAX_VALUE_WORDS:
        return ""
    if len(value) == 1 and any(c.isdigit() for c in value[0].key):
        return "number"
    if value[-1].key in COLOURS:
        return "colour"
    if at_end and all(word.capitalised for word in value):
        return "name"
    return ""
