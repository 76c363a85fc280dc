"""The compound check: a semicolon, or a coordinator opening a new clause (WRITE-4).

A coordinator ("and", "but", "or", "while", "whereas", "nor") opens a new clause when the next
word is a subject pronoun, a finite verb, or a determiner starting a second noun phrase of its
own ("and the colour indigo"); a comma does the same before a pronoun or a verb. A coordinator
between bare nouns ("salt and pepper") joins words inside one fact.
"""

from __future__ import annotations

import re

from .text import word_set

COORDINATORS = word_set("and but or while whereas nor")
PRONOUNS = word_set("i you he she it we they")
DETERMINERS = word_set("the a an my your his her its our their this that these those some another")
# Finite verbs a third-person fact opens with or carries: the forms a second clause starts with.
VERBS = word_set(
    """
    is are was were am be been has have had does did do can could will would shall should
    may might must isn't aren't wasn't weren't hasn't haven't hadn't doesn't don't didn't
    can't cannot won't wouldn't shouldn't likes loves hates prefers enjoys wants needs owns
    lives works plays drives rides reads writes speaks studies teaches knows uses eats drinks
    cooks runs walks swims watches listens goes comes makes takes keeps buys sells visits
    travels moved lived worked liked loved hated preferred enjoyed wanted owned played
    studied married divorced adopted bought sold started stopped quit left joined became
    grew went came got took made said thinks believes feels seems looks sounds collects
    commutes volunteers cycles paints sings dances attends supports follows
    """
)

_TOKEN = re.compile(r"[^\W_]+(?:['’][^\W_]+)*|[;,]")


def looks_compound(fact: str) -> bool:
    """True when the fact reads as more than one statement by the rule above."""
    if ";" in fact:
        return True
    tokens = [token.lower().replace("’", "'") for token in _TOKEN.findall(fact)]
    for index, token in enumerate(tokens[:-1]):
        following = tokens[index + 1]
        if index == 0:
            continue
        if token in COORDINATORS and _opens_clause(following, with_determiner=True):
            return True
        if token == "," and _opens_clause(following, with_determiner=False):
            return True
    return False


def _opens_clause(word: str, *, with_determiner: bool) -> bool:
    if word in PRONOUNS or word in VERBS:
        return True
    return with_determiner and word in DETERMINERS
