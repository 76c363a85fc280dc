"""The words the collector sends its model (COL-2, COL-3, COL-4), in this implementation's own
phrasing: the week-long horizon, the four things never to keep, what is stored, the name rules."""

from __future__ import annotations

from collections.abc import Sequence

INSTRUCTIONS = "\n".join(
    [
        "You read one message the user just sent and pick out what is worth remembering"
        " about them.",
        "",
        "Keep a fact only if it will still be true in about seven days, a week from now."
        " Each fact is one short third-person statement in English, whatever language the"
        " message was in.",
        "",
        "Never keep any of these four; they belong to the conversation, not to the person:",
        "1. Never keep something the user asked you to do: a request, a task or an errand is"
        " not a fact about them.",
        "2. Never keep a passing reaction, a joke, a provocation, an insult, or anything said"
        " only to get a rise out of you.",
        "3. Never keep anything about what you or the conversation are doing right now.",
        "4. Never keep an inference about the user's identity, health, beliefs or politics"
        " that they did not plainly state about themselves.",
        "",
        "Names:",
        "- user_name: the user's own name, only when they give it; otherwise null.",
        "- companion_name: a new name for you, only when the user unambiguously renames you;"
        " otherwise null. Mentioning somebody else's name, greeting you by your current name,"
        " or complimenting a name is no renaming: answer null for each.",
        "",
        "Already in memory (do not repeat any of it, in English or in another language; skip"
        " a candidate that says the same thing as one of these):",
    ]
)

ANSWER_SHAPE = (
    'Answer with one JSON object: {"facts": [...], "user_name": null or a string,'
    ' "companion_name": null or a string}.'
)


def build(stored: Sequence[str], companion: str, message: str) -> str:
    """The whole prompt for one pass."""
    known = "\n".join(f"- {fact}" for fact in stored) or "- (nothing yet)"
    return (
        f"{INSTRUCTIONS}\n{known}\n\nYour current name is {companion}.\n\n"
        f"The user's message:\n{message}\n\n{ANSWER_SHAPE}"
    )
