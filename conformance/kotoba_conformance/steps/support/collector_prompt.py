"""What the suite looks for in the collector's prompt, by meaning rather than wording.

The documents quote some of the prompt and describe the rest, so each check accepts the words of
either document and plain synonyms: a faithful prompt written in other words still passes, while a
prompt that leaves out a rule fails. The never-items are looked for after the prompt first says
what not to do ("never", "do not", …), so a word used elsewhere in the prompt does not count.
"""

from __future__ import annotations

import re

HORIZON = re.compile(r"\b(?:seven|7)[\s-]+days?\b|\b(?:a|one|1)[\s-]+week\b", re.IGNORECASE)
"""A horizon of about a week, in either of the documents' words (R9)."""

PROHIBITION = re.compile(r"\b(?:never|do not|don't|must not|mustn't|avoid)\b", re.IGNORECASE)

NEVER_ITEMS: dict[str, tuple[re.Pattern[str], ...]] = {
    # Every pattern of an item must be found for the prompt to name it.
    "something the user asked her to do": (
        re.compile(r"\b(?:ask(?:s|ed|ing)?|request(?:s|ed)?|instruct\w*|command\w*)\b"),
    ),
    "a passing reaction, a joke, a provocation or an insult": (
        re.compile(r"\b(?:jok\w*|provo\w*|insult\w*|passing reaction\w*|rise out of)\b"),
    ),
    "what she or the conversation are doing right now": (
        re.compile(
            r"\b(?:right now|at the moment|currently doing|in progress|ongoing|doing now"
            r"|not the person)\b"
        ),
    ),
    "an inference about identity, health, beliefs or politics": (
        re.compile(r"\b(?:infer\w*|assum\w*|guess\w*|deduc\w*|speculat\w*)"),
        re.compile(r"\bidentit"),
        re.compile(r"\bhealth"),
        re.compile(r"\b(?:belie\w*|religio\w*|faith)"),
        re.compile(r"\bpolitic"),
    ),
}
"""The four things the documents say the prompt names, each as the patterns that identify it."""


def states_a_week(prompt: str) -> bool:
    return HORIZON.search(" ".join(prompt.split())) is not None


def never_items_missing(prompt: str, items: list[str] | None = None) -> list[str]:
    """The never-items (all four unless `items` names some) that the prompt does not name."""
    text = " ".join(prompt.split()).lower()
    start = PROHIBITION.search(text)
    rules = text[start.start() :] if start else ""
    return [
        item
        for item in (items if items is not None else list(NEVER_ITEMS))
        if not all(pattern.search(rules) for pattern in NEVER_ITEMS[item])
    ]
