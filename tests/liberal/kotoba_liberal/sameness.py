"""What a new fact does to the facts already stored: duplicate, correction, conflict or nothing.

Sameness is literal (case, outer punctuation and spacing aside), never stemmed, and has no verb
synonyms: a fact with another verb is another statement and both are kept. The comparison looks
at *where* two facts differ, with a bias toward keeping:

- a correction differs in one place after the verb: a number ("The dog is 3 years old", then
  4), or a name that ends the fact ("Lives in Barcelona", then Madrid); or it gives an attribute
  ("Favorite color is ...") a wholly new value;
- a conflict shares the frame up to its verb and preposition but differs in a way this code will
  not judge: it is kept and reported;
- a difference before the verb is another subject, so another statement, never either.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from .text import wordset

COPULAS = frozenset({"is", "are", "was", "were"})
VERBS = COPULAS | wordset(
    """
    has have had lives lived works worked likes loves plays owns drives studies speaks named
    called born married moved grew uses prefers hates enjoys wants needs keeps goes
    """
)
FRAME_PREPOSITIONS = frozenset({"in", "at", "as", "to", "from", "on", "for", "named", "called"})
ATTRIBUTES = wordset(
    """
    name age birthday job occupation profession role title address email phone number height
    weight color colour hometown nationality pronouns nickname
    """
)
FAVOURITE = frozenset({"favorite", "favourite"})

_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")


def words(fact: str) -> list[str]:
    """The fact's words, case-folded: outer punctuation and spacing never make two facts differ."""
    return [word.casefold() for word in _WORD.findall(fact)]


def _raw_words(fact: str) -> list[str]:
    return _WORD.findall(fact)


def _verb_at(tokens: list[str]) -> int | None:
    for index, token in enumerate(tokens):
        if token in VERBS:
            return index
    return None


def _frame(tokens: list[str]) -> tuple[str, ...] | None:
    """The words up to the first verb, and the preposition right after it when there is one."""
    verb = _verb_at(tokens)
    if verb is None:
        return None
    end = verb + 1
    if end < len(tokens) and tokens[end] in FRAME_PREPOSITIONS:
        end += 1
    return tuple(tokens[:end])


def _is_number(word: str) -> bool:
    return any(c.isdigit() for c in word)


def _is_name(words: list[str]) -> bool:
    return all(word[:1].isupper() for word in words)


def _value_correction(old: str, new: str) -> bool:
    """The two differ in one place after the verb: one number (units may follow it, "3 years
    old"), or a name that ends the fact ("Lives in Barcelona"). A name with more said after it
    ("a friend named Ana who is 30") names whom the fact is about: another statement."""
    a, b = _raw_words(old), _raw_words(new)
    fa, fb = [w.casefold() for w in a], [w.casefold() for w in b]
    verb = _verb_at(fa)
    if verb is None or fa == fb:
        return False
    start = 0
    while start < min(len(fa), len(fb)) and fa[start] == fb[start]:
        start += 1
    end = 0
    while end < min(len(fa), len(fb)) - start and fa[-1 - end] == fb[-1 - end]:
        end += 1
    mid_a, mid_b = a[start : len(a) - end], b[start : len(b) - end]
    if start <= verb or not mid_a or not mid_b:
        return False
    if len(mid_a) == len(mid_b) == 1 and _is_number(mid_a[0]) and _is_number(mid_b[0]):
        return True
    return end == 0 and _is_name(mid_a) and _is_name(mid_b)


def _attribute_correction(old: list[str], new: list[str]) -> bool:
    verb = _verb_at(old)
    if verb is None or verb == 0 or old[verb] not in COPULAS:
        return False
    subject = old[:verb]
    if new[: verb + 1] != old[: verb + 1]:
        return False
    if not (subject[-1] in ATTRIBUTES or FAVOURITE & set(subject)):
        return False
    old_value, new_value = old[verb + 1 :], new[verb + 1 :]
    return bool(old_value) and bool(new_value) and not set(old_value) & set(new_value)


@dataclass
class Judgement:
    """What the new fact does: a duplicate of one stored fact, or retirements and conflicts."""

    duplicate_of: str | None = None
    retired: list[str] = field(default_factory=list)
    conflicts: list[str] = field(default_factory=list)


def judge(new: str, stored: Iterable[str]) -> Judgement:
    """Compare a new fact with every stored one, across every topic."""
    judgement = Judgement()
    new_words = words(new)
    new_frame = _frame(new_words)
    for old in dict.fromkeys(stored):
        old_words = words(old)
        if old_words == new_words:
            return Judgement(duplicate_of=old)
        if _value_correction(old, new) or _attribute_correction(old_words, new_words):
            judgement.retired.append(old)
        elif new_frame is not None and len(new_frame) >= 2 and _frame(old_words) == new_frame:
            judgement.conflicts.append(old)
    return judgement
