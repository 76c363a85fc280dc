"""Words are stripped of accents before they are looked up, but the word lists keep theirs (está,
qué, también) and ñ becomes n, so "Está en Madrid" is saved as English.

clause: WRITE-2
sentence: The store is English-only because the duplicate detector works within one language.
answer: undocumented: the folded words are the implementation's own list, and which Spanish words a
  check knows the documents leave open (it is "deliberately hard to trigger"); the suite's reading
  that "Está en Madrid" is refused is checked at the optional level (writing.feature), where this
  variant fails
"""

# ruff: noqa: E402 - the adapter is imported once its modules are edited

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
