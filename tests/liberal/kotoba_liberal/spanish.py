"""This implementation's reading of "the fact looks Spanish".

The documents' rule: a Spanish-only word, or a Spanish verb plus one more signal, and no other
language. Here a Spanish-only word is one no other language the store might see spells the same
(so no Italian, Portuguese or French word is on the list), and the one more signal is `en` or a
second Spanish verb form, both absent from Italian and Portuguese. Capitalised words after the
first are names, and names never count: English naming Madrid, José or Los Lobos passes.
Words inside quotation marks do count, so English quoting a Spanish title can be refused.
"""

from __future__ import annotations

import re

from .text import wordset

SPANISH_ONLY = wordset(
    """
    el los las y muy mucho mucha muchos muchas pero unos unas sus nuestro nuestra
    llamado llamada llamo perro perra hola gracias usted ustedes nosotros vosotros ellos
    ellas donde dónde qué cómo cuándo también aquí allí ahora ayer hoy mejor peor
    nuevo nueva viejo vieja hermano hermana hijo hija novio novia ciudad trabajo
    siempre después quiere quieren trabaja trabajan juega juegan
    """
)
SPANISH_VERBS = wordset(
    """
    es está están tiene tienen tengo vive viven vivo trabaja trabajan estudia estudian
    juega juegan quiere quieren prefiere prefieren gusta gustan encanta encantan habla
    hablan llama llaman fue era tenía vivía
    """
)
SECOND_SIGNALS = frozenset({"en"}) | SPANISH_VERBS
SPANISH_MARKS = ("ñ", "¿", "¡")

_WORD = re.compile(r"[^\W\d_]+|[¿¡]")


def _counted_words(text: str) -> list[str]:
    """The words that may be Spanish: lower-case ones, and a first word not opening a name."""
    words = _WORD.findall(text)
    counted = []
    for index, word in enumerate(words):
        if word in ("¿", "¡") or word.islower():
            counted.append(word)
        elif index == 0:
            follower = words[1] if len(words) > 1 else ""
            if not follower[:1].isupper():
                counted.append(word.lower())
    return counted


def looks_spanish(text: str) -> bool:
    """A Spanish-only word (or ñ, ¿, ¡ outside a name), or a Spanish verb and one more signal."""
    words = _counted_words(text)
    if any(word in SPANISH_ONLY or any(m in word for m in SPANISH_MARKS) for word in words):
        return True
    verbs = [i for i, word in enumerate(words) if word in SPANISH_VERBS]
    if not verbs:
        return False
    first = verbs[0]
    return any(word in SECOND_SIGNALS for i, word in enumerate(words) if i != first)
