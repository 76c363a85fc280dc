"""What memory_write answers. The two refusals are the documents' sentences and nothing more;
every other reply is this implementation's own wording."""

from __future__ import annotations

from .outcome import Outcome

SPANISH = (
    "NOT SAVED — memory is stored in ENGLISH; a fact saved in another language can never be"
    " matched or corrected later. Translate it into one short third-person English statement"
    " and call memory_write again."
)
COMPOUND = (
    "NOT SAVED — that reads as more than one fact, and a compound fact can never be corrected"
    " later without destroying its other half."
)
EMPTY = "Nothing to keep: the fact was empty once its whitespace was collapsed."


def reply(outcome: Outcome) -> str:
    """The tool's reply for one write."""
    if outcome.reason == "spanish":
        return SPANISH
    if outcome.reason == "compound":
        return COMPOUND
    if outcome.reason == "empty":
        return EMPTY
    if outcome.duplicate_of is not None:
        return (
            f"This was already in memory, filed under {outcome.duplicate_topic}, as"
            f" ‘{outcome.duplicate_of}’ — so nothing new was written."
        )
    lines = [f"Kept under {outcome.slug}: {outcome.fact}"]
    if outcome.retired:
        lines.append("It replaces, now deleted for good:")
        lines += [f"  {fact}" for fact in outcome.retired]
    if outcome.conflicts:
        lines.append("Still stored, and still saying otherwise:")
        lines += [f"  {fact}" for fact in outcome.conflicts]
    elif outcome.retired:
        lines.append("Nothing else stored contradicts it.")
    return "\n".join(lines)
