"""Invented facts for scenarios and modes that need many: unrelated to each other by every
faithful reading, the same every run, so no store can refuse, merge or retire one of them."""

from __future__ import annotations

import random


def distinct_facts(count: int, start: int = 0) -> list[str]:
    """Facts that share at most one word with each other, never the last (a word unique to
    each index), and little spelling, so no faithful implementation can judge one a duplicate or
    a correction of another (clauses.md, R14). Made of invented words, the same every run; fact
    i is the same whatever `count` is."""
    return [_invented_fact(i) for i in range(start, start + count)]


def numbered_facts(first: int, last: int) -> list[str]:
    """Invented facts `first` to `last`, counting the first one a scenario stored as 1."""
    return distinct_facts(last - first + 1, first - 1)


def _invented_fact(index: int) -> str:
    rng = random.Random(f"kotoba-fact-{index}")
    # Ending every word in k, x or w keeps it out of Spanish (and any real language's) lexicon,
    # so no fact made here can look Spanish to a faithful detector.
    words = [
        "".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(2, 3))) + rng.choice("kxw")
        for _ in range(3)
    ]
    return f"{words[0].capitalize()} {words[1]} {words[2]} {_ordinal_word(index)}"


_SYLLABLES = [c + v for c in "bdfgklmnprstvz" for v in "aeiou"] + ["th", "sk", "rn", "lv"]


def _ordinal_word(index: int) -> str:
    """A word unique to this index (base-20 invented digits), so no two facts share every word."""
    digits = "qwxyjclhbfpmtrgdkvzn"
    word = ""
    index += 20
    while index:
        index, digit = divmod(index, 20)
        word = digits[digit] + "o" + word
    return word + "k"
