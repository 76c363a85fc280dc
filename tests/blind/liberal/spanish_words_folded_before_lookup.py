"""Words are stripped of accents before they are looked up, but the word lists keep theirs (está,
qué, también) and ñ becomes n, so "Está en Madrid" is saved as English."""

CLAUSE = "WRITE-2"
SENTENCE = "The store is English-only because the duplicate detector works within one language."
ANSWER = (
    "open: R13 must refuse a Spanish verb with a Spanish function word; the suite's "
    'examples hold no accented verb form ("Está en Madrid"), so a check that folds accents '
    "before its word lists passes; owed: R13's must-refuse outline over accented forms"
)
# ruff: noqa: E402 - the blind format puts CLAUSE first; edits quote whole lines

from tests.blind._source_edit import edit_module

edit_module(
    "tests.liberal.kotoba_liberal.spanish",
    ("from .text import wordset", "from .text import fold, wordset"),
    (
        "    words = _counted_words(text)\n    if any(",
        "    words = [fold(word) for word in _counted_words(text)]\n    if any(",
    ),
)

from tests.liberal.kotoba_liberal.adapter import Adapter

__all__ = ["Adapter"]
