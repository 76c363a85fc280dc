"""The Spanish check: hard to trigger, and blind to every other language (WRITE-3, R13).

A fact is Spanish when it holds a Spanish-only word written in lowercase, or a Spanish verb form
plus one more signal: a function word that only Spanish uses that way, inverted punctuation, or a
second Spanish verb. Capitalised words inside a sentence are names and are never looked up, so
English naming a Spanish place or person passes. No Spanish-only word is an ordinary word of
English, French, German, Italian or Portuguese, and no pairing of a verb with a signal is a
phrase of theirs, so a fact in those languages with no Spanish-only word is saved.
"""

from __future__ import annotations

import re

from .text import word_set

# Words no other language the store meets spells this way: nouns, adverbs, pronouns, verb forms.
SPANISH_ONLY = word_set(
    """
    perro perra perros perras perrito perrita gatito gatita llamado llamada llamados llamadas
    hermano hermana hermanos hermanas hijo hija hijos hijas abuelo abuela abuelos abuelas
    mujer mujeres hombre hombres niño niña niños niñas novio novia tío tía sobrino sobrina
    año años cumpleaños mañana señor señora también tambien muy siempre ahora aquí allí allá
    hoy ayer pero cuando cuándo dónde qué cómo cuál quién él ella ellos ellas nosotros
    nosotras vosotros usted ustedes mucho mucha muchos muchas pequeño pequeña bueno buena
    buenos buenas ciudad trabajo trabaja trabajan trabajar trabajé ingeniero ingeniera
    estudiante escuela cerveza manzana rojo roja amarillo amarilla blanco blanca naranja
    estoy están eres tienes tenemos tienen tenía tuvo quiero quiere quieren prefiere
    prefieren hace hacer hizo juega juegan jugar habla hablan hablar vivía vivimos viven
    llamo llaman gustan encantan mismo misma todavía aún nuestro nuestra vuestro
    """
)

# Verb forms that make a fact Spanish only together with another signal: some are words of
# Italian or Portuguese too ("vive", "tiene"), which is why one alone is never enough.
SPANISH_VERBS = word_set(
    """
    es está estás somos tengo tiene vive vivo gusta encanta estudia llama toca fue usa
    lleva conoce sabe
    """
)

# Function words that, beside a Spanish verb, read as Spanish and as nothing else the store meets.
SPANISH_SIGNALS = word_set("el los las unos unas en y sus")

_INVERTED = re.compile("[¿¡]")
_TOKEN = re.compile(r"[^\W\d_]+|[.!?¿¡:;]")
_SENTENCE_END = frozenset(".!?¿¡:;")


def looks_spanish(fact: str) -> bool:
    """True when the fact reads as Spanish by the rule above."""
    shouting = not any(c.islower() for c in fact)
    verbs = 0
    signals = 1 if _INVERTED.search(fact) else 0
    sentence_start = True
    for token in _TOKEN.findall(fact):
        if token in _SENTENCE_END:
            sentence_start = True
            continue
        lowered = token.lower()
        plain = shouting or token == lowered
        if plain and lowered in SPANISH_ONLY:
            return True
        if plain or (sentence_start and token[1:] == lowered[1:]):
            if lowered in SPANISH_VERBS:
                verbs += 1
            elif lowered in SPANISH_SIGNALS:
                signals += 1
        sentence_start = False
    return verbs >= 1 and signals + verbs >= 2
