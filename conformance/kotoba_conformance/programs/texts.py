"""The texts programs write: invented facts and turns, and the documents' own refused facts.

Invented words (syllables ending in k, x or w) keep every fact out of Spanish and out of any
real language's lexicon, so no faithful detector refuses one and no faithful judgement relates
two unless a program means it to: facts of one *frame* differ only by a number or a name (R14:
"the dog is 3, then 4"), and a write may retire facts of its own frame only. Everything is drawn
from a `random.Random` the caller seeds, so a program is the same on every run.
"""

from __future__ import annotations

import random
import re

from kotoba_conformance.contract.documented import FACT_CAP
from kotoba_conformance.steps.support.invented_facts import distinct_facts

SPANISH_REFUSED = (
    "Tiene un perro llamado Luna",
    "Vive en Madrid",
    "Su color favorito es el azul",
)
"""The documents' Spanish fact, and R13's must-refuse ones (a Spanish verb with a Spanish
function word; a Spanish-only word)."""
COMPOUND_REFUSED = ("Likes jasmine tea and the colour indigo",)
"""The documents' compound fact; programs also join two facts of their own with a semicolon."""
UNRELATED_FROM = 100_000
"""Invented facts a program writes one at a time come from here on, apart from those
`StoreUnrelated` numbers from 0 (the step "N unrelated facts are stored" numbers them so)."""
_SYLLABLES = [c + v for c in "bdfgklmnprstvz" for v in "aeiou"]
_ACCENTED = [c + v for c in "bdfgklmnprstvz" for v in "äëöüåø"]
_FRAMES = (
    re.compile(r"^(?P<who>\S+) is (?P<value>\d+) years old$", re.IGNORECASE),
    re.compile(r"^The (?P<who>\S+) cat is named (?P<value>\S+)$", re.IGNORECASE),
)
"""The frames, read in any case: whether case makes another fact is not stated."""


def word(rng: random.Random, syllables: int = 2, accented: bool = False) -> str:
    """One invented word, lower case; with `accented`, one syllable holds a letter outside
    ASCII."""
    parts = [rng.choice(_SYLLABLES) for _ in range(syllables)]
    if accented:
        parts[rng.randrange(syllables)] = rng.choice(_ACCENTED)
    return "".join(parts) + rng.choice("kxw")


def unrelated(index: int) -> str:
    """The program's `index`-th invented fact written on its own."""
    return distinct_facts(1, UNRELATED_FROM + index)[0]


def age(who: str, years: int) -> str:
    """A fact of the age frame: another number is a correction of it (R14)."""
    return f"{who} is {years} years old"


def cat_name(whose: str, name: str) -> str:
    """A fact of the cat's-name frame: another name is a correction of it (R14)."""
    return f"The {whose} cat is named {name}"


def frame(fact: str) -> tuple[int, str] | None:
    """Which frame a fact is of (the frame, and whose, case folded), or None for a fact of no
    frame."""
    for number, pattern in enumerate(_FRAMES):
        if match := pattern.match(fact):
            return number, match["who"].casefold()
    return None


def long_fact(rng: random.Random, length: int) -> str:
    """An invented fact of exactly `length` characters, made of words of 5 to 9 letters, so
    that its 400-character cut (R3) falls inside a word or on a space as the length says."""
    words: list[str] = []
    while len(" ".join(words)) < length:
        words.append(word(rng, rng.randint(2, 4)))
    text = " ".join(words)[:length]
    text = text.capitalize()
    return text if not text.endswith(" ") else text[:-1] + "k"


def accented_fact(rng: random.Random) -> str:
    """An invented fact whose words hold letters outside ASCII (ä ë ö ü å ø)."""
    words = [word(rng, 2, accented=True) for _ in range(4)]
    return " ".join(words).capitalize()


def normalised(fact: str) -> str:
    """The fact as a faithful store keeps it: whitespace runs collapsed, and past 400 characters
    cut at the last word boundary inside the first 400, with an ellipsis (R3)."""
    collapsed = " ".join(fact.split())
    if len(collapsed) <= FACT_CAP:
        return collapsed
    cut = collapsed.rfind(" ", 0, FACT_CAP + 1)
    kept = collapsed[:cut] if cut > 0 else collapsed[:FACT_CAP]
    return kept.rstrip() + "…"


def related(new: str, old: str) -> bool:
    """Whether a write of `new` may retire `old`: the same frame and subject, or the same text in
    another case (whether case makes another fact is not stated)."""
    same_frame = frame(new) is not None and frame(new) == frame(old)
    return same_frame or new.casefold() == old.casefold()


TOKEN = re.compile(r"[^\W_]+")
"""A word as FTS5's default tokenizer cuts text: a run of letters and digits."""


def tokens(text: str) -> list[str]:
    return [t.casefold() for t in TOKEN.findall(text)]
