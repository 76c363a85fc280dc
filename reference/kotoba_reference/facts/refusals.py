"""The two refusals that are code, not advice: a fact that looks Spanish, and a compound fact.

Both judge the words a reader would: text inside double quotes is a title, not the fact's own
language or grammar, and a capitalised word that does not open a sentence is a name ("El Paso",
"Lucía", "Simon and Garfunkel"). The Spanish check is deliberately hard to trigger (R13).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from kotoba_reference.facts.normalise import vocabulary

Refusal = Literal["spanish", "compound"]

SPANISH_REFUSAL = (
    "NOT SAVED — memory is stored in ENGLISH; a fact saved in another language can never be "
    "matched or corrected later. Translate it into one short third-person English statement and "
    "call memory_write again."
)
COMPOUND_REFUSAL = (
    "NOT SAVED — that reads as more than one fact, and a compound fact can never be corrected "
    "later without destroying its other half."
)

_QUOTED = re.compile(r'"[^"]*(?:"|$)|“[^”]*(?:”|$)|«[^»]*(?:»|$)')
_TOKEN = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*|[0-9]+|[;¡¿]|[.!?:]|,|&")
_SENTENCE_END = frozenset(".!?:¡¿")


@dataclass(frozen=True)
class _Word:
    text: str
    lower: str
    is_name: bool
    """Capitalised without opening a sentence, or opening one right before another capital."""


def refusal_for(fact: str) -> Refusal | None:
    """Which refusal, if any, a normalised fact earns. Language first: a Spanish compound is
    refused for its language, since it must be rewritten before it can even be split."""
    if looks_spanish(fact):
        return "spanish"
    if looks_compound(fact):
        return "compound"
    return None


def _tokens(fact: str) -> list[str]:
    return _TOKEN.findall(_QUOTED.sub(" ", fact))


def _words(tokens: list[str]) -> list[_Word | str]:
    """Words marked as names or not; punctuation is kept as plain strings."""
    out: list[_Word | str] = []
    opens = True
    for i, tok in enumerate(tokens):
        if not tok[0].isalpha():
            out.append(tok)
            opens = opens or tok in _SENTENCE_END
            continue
        capital = tok[0].isupper() and tok != "I"
        follower = tokens[i + 1] if i + 1 < len(tokens) else ""
        next_capital = follower[:1].isalpha() and follower[0].isupper()
        is_name = capital and (not opens or next_capital)
        out.append(_Word(tok, tok.lower().replace("’", "'"), is_name))
        opens = False
    return out


# --- Spanish -------------------------------------------------------------------------------------

# Words that are Spanish and not a word of English, French, Italian, Portuguese or German.
# "pero" (Italian pear tree), "los" (German), "del" (Italian), "y" (French) are left out on purpose.
SPANISH_ONLY = vocabulary(
    """
    perro perros perra llamado llamada llamados llamadas hermano hermana hermanos hermanas muy
    también tambien estoy usted ustedes ellos ellas mañana año años el él nosotros nosotras
    vosotros hijo hija hijos hijas mujer niño niña niños niñas pequeño pequeña señor señora
    ciudad mucho mucha muchos muchas bueno buena siempre ahora hoy ayer aquí allí cuando nuestro
    nuestra novio novia cumpleaños español española trabajo
    """
)
# Verb forms that signal Spanish but need one more signal (several are Italian or Portuguese too).
SPANISH_VERBS = vocabulary(
    """
    es está están estaba fue tiene tienen tenía tengo vive viven vivía vivió trabaja trabajan
    trabajaba trabajó gusta gustan encanta encantan quiere quieren prefiere odia juega habla
    hablan estudia estudió bebe toca lleva llamo nació conoce sabe hace tuvo va van
    """
)
SPANISH_FUNCTION = vocabulary(
    "en la las el con por para que su sus un una mi mis al lo se me como muy ¡ ¿"
)
# Words that say the text is some other language (or English): with one present, only a
# Spanish-only word can refuse, so "Vive in una casa" (Italian) is saved.
OTHER_LANGUAGE = vocabulary(
    """
    the and of is has with his her lives likes loves works named in il che di della nel nella gli
    sono è anche molto em um uma com não ele ela do da dos das é tem muito les et est à qui une
    des du au aux avec dans pour elle je und ist der die das hat ein eine mit
    """
)


def looks_spanish(fact: str) -> bool:
    """A Spanish-only word, or a Spanish verb plus one more Spanish signal with nothing saying
    another language. Names and quoted titles never count."""
    tokens = _tokens(fact)
    lowered = [w.lower for w in _words(tokens) if isinstance(w, _Word) and not w.is_name]
    lowered += [t for t in tokens if t in ("¡", "¿")]
    if any(w in SPANISH_ONLY for w in lowered):
        return True
    verbs = sum(w in SPANISH_VERBS for w in lowered)
    others = sum(w in SPANISH_FUNCTION for w in lowered if w not in SPANISH_VERBS)
    if not verbs or verbs + others < 2:
        return False
    return not any(w in OTHER_LANGUAGE for w in lowered)


# --- compound ------------------------------------------------------------------------------------

COORDINATORS = frozenset({"and", "but", "or", "nor", "&"})
AFTER_COMMA_ONLY = frozenset({"so", "yet"})
"""Usually adverbs ("so much", "not yet"); a clause opener only after a comma."""
SKIPPED_ADVERBS = vocabulary(
    """
    also now still then really even often usually never always sometimes currently recently
    actually just later occasionally frequently mostly rarely soon already
    """
)
VERBS = vocabulary(
    """
    is was are were am has had have does did doesn't don't isn't wasn't hasn't can cannot can't
    will won't would should could may might must likes loves hates dislikes enjoys prefers adores
    lives lived works worked owns wants needs knows knew speaks studies studied
    teaches taught writes wrote wore went goes thinks believes feels grew grows got gets became
    becomes starts quit quits bought buys sells makes takes took loses wins learned learns learnt
    practises practices volunteers commutes sings sang manages leads founded rents shares
    supports follows avoids moved moves visited attended attends keeps collects seems plans
    hopes tries
    """
)
NOUN_LIKE_VERBS = vocabulary(
    """
    plays drinks cooks runs walks reads visits uses paints draws dances rides drives hikes cycles
    swims watches travels eats wears
    """
)
"""Also plural nouns ("likes drinks and snacks"): a verb only when something follows that a
noun would not take."""
NOUN_FOLLOWERS = frozenset({"of", "by", "from", "about", "and", "or", "but", "nor"})
PRONOUNS = frozenset({"i", "he", "she", "they", "we", "you", "it", "there", "not"})
DETERMINERS = vocabulary("the a an my his her their our your its this that these those")


def looks_compound(fact: str) -> bool:
    """A semicolon, or a coordinator opening a new clause: followed by a verb, a subject pronoun
    or (except after "or") a determiner starting a new noun phrase. "Salt and pepper" is one."""
    words = _words(_tokens(fact))
    if ";" in words:
        return True
    for i, word in enumerate(words):
        lower = _plain(word)
        after_comma = i > 0 and words[i - 1] == ","
        if lower in COORDINATORS or (lower in AFTER_COMMA_ONLY and after_comma):
            opens = _opens_clause(words[i + 1 :], allow_determiner=lower != "or")
            if opens:
                return True
    return False


def _plain(word: _Word | str) -> str:
    """A word's lower-case form, punctuation as is, and "" for a name (never a coordinator)."""
    if isinstance(word, str):
        return word
    return "" if word.is_name else word.lower


def _opens_clause(rest: list[_Word | str], *, allow_determiner: bool) -> bool:
    """Whether the words after a coordinator begin a clause of their own."""
    rest = [w for w in rest if not (isinstance(w, _Word) and w.lower in SKIPPED_ADVERBS)]
    if not rest or not isinstance(rest[0], _Word):
        return False
    first = rest[0]
    if first.text == "I":
        return True
    if first.is_name or first.text[0].isupper():
        return False
    if first.lower in VERBS or first.lower in PRONOUNS:
        return True
    if first.lower in NOUN_LIKE_VERBS:
        follower = rest[1] if len(rest) > 1 else None
        return isinstance(follower, _Word) and follower.lower not in NOUN_FOLLOWERS
    return allow_determiner and first.lower in DETERMINERS
