"""What a new fact does to the stored ones: duplicate, retire (a correction), contradict, or
nothing. Every rule leans toward keeping, because retiring is a permanent delete with no archive:
a wrongly kept fact is visible clutter, a wrongly dropped one is invisible and self-sealing.

Facts are compared as `terms`: folded (case, accents, the punctuation that frames a word) and
never stemmed, with the symbols that carry meaning kept ("C++" is not "C#", "1.80" is not "1,80"):
a wider notion of sameness here deletes facts nobody contradicted, and a duplicate is not
written, so it silently loses the new value. Two facts are compared by *where* they differ,
not by how much they overlap: the words they share in front (the prefix), the words they share at
the end (the suffix), and the differing middles. A correction keeps the subject and its
single-valued relation in the prefix and changes only the value after it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import overload

from kotoba_reference.facts.normalise import cased_terms, fold, terms, vocabulary

Tokens = tuple[str, ...]

SINGLE_VALUED = frozenset({"is", "are", "was", "were", "am", "named", "called"}) | frozenset(
    {"lives", "resides", "works", "born"}
)
"""Relations a subject holds one value of at a time: a new value replaces the old one."""
FRAMES: dict[str, frozenset[str]] = {
    "lives": frozenset({"in", "at", "near", "on"}),
    "resides": frozenset({"in", "at", "near", "on"}),
    "works": frozenset({"as", "at", "for"}),
    "born": frozenset({"in", "on", "at"}),
}
"""Verbs that are single-valued only with their preposition: "works as" yes, "works with" no."""
USER_FRAMES = frozenset(FRAMES)
"""Frames whose subject may be left out, meaning the user: "Lives in Madrid"."""
NAMING = frozenset({"named", "called"})
MULTI_VALUED = vocabulary(
    """
    has have had owns likes loves enjoys adores hates dislikes detests prefers favours favors
    speaks plays wants needs knows reads watches drinks eats uses drives rides wears collects
    visited visits studies studied learned learns teaches writes cooks makes keeps follows
    supports attends attended lived worked moved went goes grew volunteers runs commutes travels
    travelled traveled takes does did can will would should could may might must programs
    """
)
VERBS = SINGLE_VALUED | MULTI_VALUED
CLAUSE_MARKS = VERBS | frozenset({"and", "but", "or", "nor", "who", "which", "whose"})
"""A differing middle holding one of these carries another statement: retiring would destroy it."""
FUNCTION_WORDS = vocabulary("a an the my his her their our your its this that these those s of to")
DETERMINERS = vocabulary("a an the my his her their our your its this that these those")
INDEFINITE = frozenset({"a", "an", "another", "some", "one", "other"})
"""Before a relation, these make its subject "some X", maybe another one: never retire it."""
NUMBER_WORDS = vocabulary(
    """
    zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen
    sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety
    hundred thousand million half dozen
    """
)
_NUMBER = re.compile(r"[-+]?[$€£¥]?\.?\d+(?:[.,]\d+)*(?:st|nd|rd|th|%)?")
NEGATIONS = frozenset({"not", "never", "no", "cannot", "n't"})
"""Words that turn a statement into its opposite; so do "no longer" and any "n't"."""
_NEGATIVE_CONTRACTIONS = {"can't": "can", "won't": "will", "shan't": "shall", "cannot": "can"}
REWORDINGS: dict[str, str] = {
    verb: group
    for group, verbs in {
        "live": "lives resides",
        "like": "likes loves enjoys adores",
        "dislike": "dislikes hates detests",
        "have": "has owns",
        "name": "named called",
        "prefer": "prefers favours favors",
    }.items()
    for verb in verbs.split()
}
"""Verbs that say the same thing: swapping one for another is a rewording, which supersedes."""
OPPOSITES = frozenset({"like", "dislike"})


class Verdict(Enum):
    KEEP = "keep"
    RETIRE = "retire"
    CONFLICT = "conflict"


@dataclass(frozen=True)
class Judgement:
    """The stored facts a new fact duplicates, retires, or contradicts without retiring."""

    duplicate_of: str | None = None
    duplicate_topic: str | None = None
    retired: tuple[str, ...] = ()
    conflicts: tuple[str, ...] = ()


def judge(fact: str, topic: str, stored: Mapping[str, Sequence[str]]) -> Judgement:
    """Judge a normalised fact, to be written under `topic`, against every topic's facts: across
    topics, not within one, so `topic` plays no part (the model invents synonym topics, and a
    per-topic check let one fact pile up under each). Each topic's facts are looked up through
    a `FactIndex`, the store's own or one built here."""
    del topic
    indexes = [(slug, FactIndex.of(facts)) for slug, facts in sorted(stored.items())]
    for slug, index in indexes:
        twin = index.twin(fact)
        if twin is not None:
            return Judgement(duplicate_of=twin, duplicate_topic=slug)
    new = terms(fact)
    if not new:
        return Judgement()
    retired: dict[str, None] = {}
    conflicts: dict[str, None] = {}
    for _slug, index in indexes:
        for old_fact in index.candidates(new[0], new[-1]):
            if old_fact in retired or old_fact in conflicts:
                continue
            verdict = compare(old_fact, fact)
            if verdict is Verdict.RETIRE:
                retired[old_fact] = None
            elif verdict is Verdict.CONFLICT:
                conflicts[old_fact] = None
    return Judgement(retired=tuple(retired), conflicts=tuple(conflicts))


@dataclass(frozen=True)
class _Diff:
    """Where two facts differ: the shared prefix and suffix, and each one's differing middle."""

    prefix: Tokens
    suffix: Tokens
    old: Tokens
    new: Tokens


def compare(old_fact: str, new_fact: str) -> Verdict:
    """What `new_fact` does to `old_fact` (assumed not a duplicate of it)."""
    old, new = terms(old_fact), terms(new_fact)
    p = _common_prefix(old, new)
    s = _common_prefix(old[p:][::-1], new[p:][::-1])
    diff = _Diff(new[:p], new[len(new) - s :], old[p : len(old) - s], new[p : len(new) - s])
    if not diff.old and not diff.new:
        return Verdict.KEEP
    if _negation_flipped(diff):
        return Verdict.CONFLICT
    reworded = _rewording(diff)
    if reworded is not None:
        return reworded
    if _numbers_only(diff):
        return Verdict.RETIRE
    return _correction(diff, old_fact, new_fact)


def _correction(diff: _Diff, old_fact: str, new_fact: str) -> Verdict:
    """Same subject and single-valued relation, a new value after it: retire the old value."""
    if not _frame(diff.prefix) or _has(diff.suffix, VERBS):
        # No subject + single-valued relation in common, or what differs is the subject of a
        # later clause ("Friend Tom is 30" / "Friend Ana is 30"): another statement.
        return Verdict.KEEP
    if _has(diff.old, CLAUSE_MARKS) or _has(diff.new, CLAUSE_MARKS):
        return Verdict.CONFLICT  # retiring would destroy the other statement riding along
    if not diff.new:
        return Verdict.KEEP  # the new fact says less: keep the more specific old one
    start = len(diff.prefix)
    if diff.old and _kind(old_fact, start, len(diff.old)) != _kind(new_fact, start, len(diff.new)):
        return Verdict.KEEP  # "Lives in Madrid" / "Lives in a flat": different kinds of value
    return Verdict.RETIRE


def _rewording(diff: _Diff) -> Verdict | None:
    """One verb swapped for a synonym, same subject and object: a rewording, which supersedes.
    Swapped for its opposite ("likes" / "hates"), it is a contradiction that is not retired."""
    if len(diff.old) != 1 or len(diff.new) != 1 or not diff.suffix or _has(diff.prefix, VERBS):
        return None
    old_group, new_group = REWORDINGS.get(diff.old[0]), REWORDINGS.get(diff.new[0])
    if old_group is None or new_group is None:
        return None
    if old_group == new_group:
        return Verdict.RETIRE
    if {old_group, new_group} == OPPOSITES:
        return Verdict.CONFLICT
    return None


def _negation_flipped(diff: _Diff) -> bool:
    """Only a negation differs: "Is vegetarian" / "Is not vegetarian", "Eats meat" / "Never
    eats meat". A contradiction, but which one is current the words cannot say, so neither is
    retired: both are kept and the reply names the one the new fact contradicts."""
    old_rest, old_negated = _affirmative(diff.old)
    new_rest, new_negated = _affirmative(diff.new)
    return old_negated != new_negated and old_rest == new_rest


def _affirmative(tokens: Tokens) -> tuple[Tokens, bool]:
    """The tokens with every negation taken out ("isn't" read as "is"), and whether any was."""
    kept: list[str] = []
    negated = False
    for i, token in enumerate(tokens):
        if token == "longer" and i and tokens[i - 1] == "no":
            continue
        if token in NEGATIONS:
            negated = True
            if token in _NEGATIVE_CONTRACTIONS:
                kept.append(_NEGATIVE_CONTRACTIONS[token])
        elif token.endswith("n't") and len(token) > 3:
            negated = True
            kept.append(_NEGATIVE_CONTRACTIONS.get(token, token[:-3]))
        else:
            kept.append(token)
    return tuple(kept), negated


def _negated(tokens: Tokens) -> bool:
    return _affirmative(tokens)[1]


def _numbers_only(diff: _Diff) -> bool:
    """Only a number changed after a relation with a definite subject: the dog is 3, then 4."""
    changed = diff.old + diff.new
    if not diff.old or not diff.new or not all(_is_number(w) for w in changed):
        return False
    if _negated(diff.prefix):
        return False  # "Is not 30" and "Is not 31" are both true
    relation = _last_verb(diff.prefix)
    return relation is not None and not _indefinite(diff.prefix[:relation])


def _frame(prefix: Tokens) -> bool:
    """The shared prefix is a subject and a single-valued relation (with its preposition)."""
    relation = _last_verb(prefix)
    if relation is None or _negated(prefix):
        # A negated relation holds many values at once: "is not blue" and "is not red".
        return False
    verb = prefix[relation]
    if verb not in SINGLE_VALUED:
        return False
    prepositions = FRAMES.get(verb)
    following = prefix[relation + 1] if relation + 1 < len(prefix) else ""
    if prepositions is not None and following not in prepositions:
        return False
    subject = prefix[:relation]
    if _indefinite(subject):
        return False
    if any(w not in VERBS and w not in FUNCTION_WORDS for w in subject):
        return True
    return verb in USER_FRAMES or (verb in NAMING and subject in ((), ("is",)))


def _indefinite(subject: Tokens) -> bool:
    """Is the subject "some X" ("has a friend who is…"), maybe another one? Not once named."""
    pinned = any(w in NAMING for w in subject[:-1])
    return not pinned and _has(subject, INDEFINITE)


def _kind(fact: str, start: int, length: int) -> tuple[bool, bool]:
    """The shape of a differing middle: opens with a determiner? holds a proper name?"""
    cased = _cased(fact)
    middle = cased[start : start + length]
    determiner = bool(middle) and middle[0].casefold() in DETERMINERS
    proper = any(w[:1].isupper() for w in middle)
    return determiner, proper


def _cased(fact: str) -> Tokens:
    """The fact's terms as written (accents dropped), aligned with `terms`; the first one is
    lowered, since a sentence opens with a capital whatever it is."""
    found = cased_terms(fact)
    if len(found) != len(terms(fact)):
        return terms(fact)
    return (found[0].lower(), *found[1:]) if found else found


def _last_verb(tokens: Tokens) -> int | None:
    for i in range(len(tokens) - 1, -1, -1):
        if tokens[i] in VERBS:
            return i
    return None


def _is_number(word: str) -> bool:
    return word in NUMBER_WORDS or _NUMBER.fullmatch(word) is not None


def _has(tokens: Tokens, among: frozenset[str]) -> bool:
    return any(w in among for w in tokens)


def _common_prefix(a: Tokens, b: Tokens) -> int:
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


def _unique(groups: Iterable[Iterable[str]]) -> list[str]:
    return list(dict.fromkeys(fact for group in groups for fact in group))


def _file(table: dict[str, str | list[str]], key: str, fact: str) -> None:
    """File a fact under a key. A key's only fact is kept bare, not in a list of one: most keys
    have one, and at a million facts the lists would cost more than the facts."""
    held = table.get(key)
    if held is None:
        table[key] = fact
    elif isinstance(held, str):
        table[key] = [held, fact]
    else:
        held.append(fact)


def _filed(table: dict[str, str | list[str]], key: str) -> Sequence[str]:
    held = table.get(key, ())
    return (held,) if isinstance(held, str) else held


class FactIndex(Sequence[str]):
    """One topic's facts in file order, indexed the way the judgement looks them up: by first and
    by last term, since a duplicate shares every term and a correction its first or its last.
    The store keeps one per topic file and adds to it as it writes, so a write looks at the few
    facts that share a word with it, however many are stored."""

    def __init__(self, facts: Iterable[str] = ()) -> None:
        self._facts: list[str] = []
        self._by_first: dict[str, str | list[str]] = {}
        self._by_last: dict[str, str | list[str]] = {}
        self._wordless: dict[str, str] = {}
        """Facts without a term ("🐱"), by folded text: the only sameness they have."""
        for fact in facts:
            self.add(fact)

    @classmethod
    def of(cls, facts: Sequence[str]) -> FactIndex:
        """These facts' index: the one given, or one built now."""
        return facts if isinstance(facts, FactIndex) else cls(facts)

    def add(self, fact: str) -> None:
        """One more fact, after the others."""
        self._facts.append(fact)
        tokens = terms(fact)
        if tokens:
            _file(self._by_first, tokens[0], fact)
            _file(self._by_last, tokens[-1], fact)
        else:
            self._wordless.setdefault(fold(fact), fact)

    def twin(self, fact: str) -> str | None:
        """The first stored fact this one duplicates: the same terms in the same order (the
        same folded text, for a fact without terms). Never stemmed."""
        tokens = terms(fact)
        if not tokens:
            return self._wordless.get(fold(fact))
        sharing = _filed(self._by_first, tokens[0])
        return next((old for old in sharing if terms(old) == tokens), None)

    def candidates(self, first: str, last: str) -> list[str]:
        """The facts whose first term is `first` or whose last is `last`, each once."""
        return _unique((_filed(self._by_first, first), _filed(self._by_last, last)))

    def __len__(self) -> int:
        return len(self._facts)

    @overload
    def __getitem__(self, position: int) -> str: ...
    @overload
    def __getitem__(self, position: slice) -> Sequence[str]: ...
    def __getitem__(self, position: int | slice) -> str | Sequence[str]:
        return self._facts[position]
