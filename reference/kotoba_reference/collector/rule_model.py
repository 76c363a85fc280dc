"""The reference's offline extraction model: a few deterministic rules, no network, no weights.

It reads only the message (out of the prompt) and answers the way the prompt asks a real model
to: first-person statements become third-person facts ("I have a dog named Luna" → "Has a dog
named Luna"), "my name is …" gives the user's name, and only an explicit renaming ("from now on
your name is Mika") gives the companion's. Questions, requests, jokes and anything about right
now give nothing; a third party's name, a greeting or a compliment on a name is no renaming.
"""

from __future__ import annotations

import json
import re

from kotoba_reference.collector.prompt import message_of

_NAME = r"([A-Z][\w'-]*)"
"""A capitalised word: the prefixes below match in any case, the name itself only capitalised."""
USER_NAME = re.compile(rf"\b(?i:my name is|my name's|call me)\s+{_NAME}")
RENAMING = re.compile(
    r"\b(?i:your (?:new )?name is now|your new name is|from now on,? (?:you are|you're|your name "
    rf"is)|i(?:'m| am) renaming you(?: to)?|i(?:'ll| will) call you)\s+{_NAME}"
)
_FIRST_PERSON = (
    (re.compile(r"^i have (an? .+)$", re.I), "Has {}"),
    (re.compile(r"^i live in (.+)$", re.I), "Lives in {}"),
    (re.compile(r"^i work (as|at|in|for) (.+)$", re.I), "Works {} {}"),
    (re.compile(r"^my favou?rite (\w+) is (.+)$", re.I), "Favorite {} is {}"),
    (re.compile(r"^i (?:really )?(like|love|hate) (.+)$", re.I), "{}s {}"),
    (re.compile(r"^i(?:'m| am) allergic to (.+)$", re.I), "Is allergic to {}"),
)
_VERBS = frozenset({"as", "at", "in", "for", "like", "love", "hate"})
_NOT_DURABLE = re.compile(
    r"\b(right now|at the moment|today|tonight|currently|lol|haha|jk|just kidding)\b", re.I
)
_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")


def answer(prompt: str) -> str:
    """The model's JSON answer to a collector prompt."""
    message = message_of(prompt)
    user = USER_NAME.search(message)
    renaming = RENAMING.search(message)
    return json.dumps(
        {
            "facts": facts_in(message),
            "user_name": user.group(1) if user else None,
            "companion_name": renaming.group(1) if renaming else None,
        }
    )


def facts_in(message: str) -> list[str]:
    """Third-person facts from the first-person statements of the message, in order."""
    facts = []
    for sentence in _SENTENCE.split(message):
        statement = sentence.strip()
        if not statement or statement.endswith("?") or _NOT_DURABLE.search(statement):
            continue
        statement = statement.rstrip(".!").replace("’", "'")
        for pattern, template in _FIRST_PERSON:
            if matched := pattern.match(statement):
                parts = [p.lower() if p.lower() in _VERBS else p for p in matched.groups()]
                fact = template.format(*parts)
                facts.append(fact[0].upper() + fact[1:])
                break
    return facts
