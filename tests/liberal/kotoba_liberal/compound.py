"""This implementation's reading of "a compound fact".

The documents' rule: a semicolon, or a coordinator opening a new clause. Here a coordinator
opens a new clause when the word after it starts one: a subject pronoun, a determiner (a second
thing with its own article, as in "and the colour indigo"), or a verb. Plain words joined by a
coordinator ("salt and pepper", "Simon and Garfunkel") are one fact.
"""

from __future__ import annotations

import re

from .text import wordset

COORDINATORS = frozenset({"and", "but", "or", "nor", "yet", "plus"})
CLAUSE_OPENERS = wordset(
    """
    i he she they we you it there
    the a an my his her their our its your this that these those
    is are was were has have had does did will can could would should may might must
    likes loves lives works plays owns enjoys hates prefers wants needs speaks studies drives
    rides reads writes runs walks eats drinks cooks knows uses goes went lived worked moved
    married grew got gets makes made keeps kept collects teaches visits travels watches
    listens attends volunteers commutes bakes sings paints swims grows dislikes adores
    """
)

_WORD = re.compile(r"[\w'’]+")


def looks_compound(text: str) -> bool:
    """A semicolon anywhere, or a coordinator followed by a word that opens a clause."""
    if ";" in text:
        return True
    words = [word.lower() for word in _WORD.findall(text)]
    return any(
        word in COORDINATORS and index + 1 < len(words) and words[index + 1] in CLAUSE_OPENERS
        for index, word in enumerate(words)
    )
