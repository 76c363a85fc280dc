"""The prompt the background collector sends its model.

It states the horizon ("only things still true in about seven days"), the four things never to
extract, what is already stored (so the model can see that "me gusta el té" is already kept as
"Likes tea", which the write-time keyword check cannot), and the user's latest message. It asks
for JSON, the shape `extraction.parse` reads.
"""

from __future__ import annotations

from collections.abc import Iterable

HORIZON = "Keep only things still true in about seven days."

NEVER_ITEMS = (
    "something they asked you to DO (a request or a task is not a fact about them)",
    "a passing reaction, a joke, a provocation, an insult, or anything said to get a rise "
    "out of you",
    "anything about what you or the conversation are doing right now",
    "an inference about their identity, health, beliefs or politics that they did not "
    "plainly state about themselves",
)
"""The four things the documents say the prompt names, in this prompt's words."""

MESSAGE_HEADING = "The user's latest message:"
"""Opens the prompt's last section, which is the message and nothing else."""

ANSWER_SHAPE = (
    'Answer with JSON only: {"facts": ["..."], "user_name": null, "companion_name": null}. '
    "Each fact is one short third-person English statement, even when the message is in "
    "another language. Set user_name only when they tell you their own name. Set "
    "companion_name only when they unambiguously rename you; a third party's name, a greeting "
    "by your current name, or a compliment on a name is not a renaming: leave it null."
)


def build_prompt(message: str, stored: Iterable[str], companion: str) -> str:
    """The whole prompt for one pass over the user's latest `message`."""
    never = "\n".join(f"- {item}" for item in NEVER_ITEMS)
    known = "\n".join(f"- {fact}" for fact in stored) or "(nothing stored yet)"
    return "\n\n".join(
        [
            f"You are {companion}'s memory. Read the user's latest message and extract durable "
            f"facts about the user. {HORIZON}",
            "NEVER extract any of these — they are the conversation, not the person:\n" + never,
            "Already stored (do not repeat any of these, in any language):\n" + known,
            ANSWER_SHAPE,
            f"{MESSAGE_HEADING}\n{message}",
        ]
    )


def message_of(prompt: str) -> str:
    """The user's message, back out of a prompt `build_prompt` made (for models that read it)."""
    return prompt.rpartition(MESSAGE_HEADING + "\n")[2]
