"""The refusals of the write path, in the order they are checked, with the two quoted replies.

Both quoted refusals are the documents' sentences to the character (WRITE-2, WRITE-4); what
follows them is this implementation's own (R2 allows text after them).
"""

from __future__ import annotations

from dataclasses import dataclass

from .compound import looks_compound
from .spanish import looks_spanish
from .text import has_line_break

NOT_ENGLISH = (
    "NOT SAVED — memory is stored in ENGLISH; a fact saved in another language can never be "
    "matched or corrected later. Translate it into one short third-person English statement "
    "and call memory_write again."
)
COMPOUND = (
    "NOT SAVED — that reads as more than one fact, and a compound fact can never be corrected "
    "later without destroying its other half."
)


@dataclass(frozen=True)
class Refusal:
    """Why a fact is not written: the `reason` of write_fact and the tool's reply."""

    reason: str
    reply: str


def refusal_of(raw: str) -> Refusal | None:
    """The first refusal that applies to the text as the model sent it, or None."""
    if not raw.strip():
        return Refusal("nothing-to-keep", "Nothing saved: that fact was blank.")
    if has_line_break(raw):
        return Refusal(
            "spans-lines",
            "NOT SAVED — one fact is one line, and this text spans several. "
            "Send it again as a single sentence.",
        )
    if looks_spanish(raw):
        return Refusal("not-english", f"{NOT_ENGLISH} (What you sent: {raw.strip()})")
    if looks_compound(raw):
        return Refusal(
            "more-than-one-fact",
            f"{COMPOUND} Write each statement with its own memory_write call.",
        )
    return None
