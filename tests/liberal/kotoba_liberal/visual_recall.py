"""Which kept images match a query, best first, and what the model is told about them.

Matching is by words: the query's words against the entry's `about`, note and kind, with case,
accents and a plural `s` ignored. A word matching the `about` (the entity) weighs three times a
word matching the note, and the kind a little; ties go to the newest keepsake. The instruction is
written from what was attached, never from what was found.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from .visual_store import Entry

MAX_ATTACHED = 2
"""How many images one recall re-opens: the documents set no number."""
_STOP_WORDS = frozenset(
    ("a", "an", "the", "of", "my", "me", "her", "his", "their", "our", "your", "and", "or",
     "with", "in", "on", "at", "to", "for", "from", "by", "is", "are", "photo", "picture",
     "image", "show")
)  # fmt: skip
"""Words that say what is wanted, not which: compared after the plural `s` is dropped."""


def words(text: str) -> set[str]:
    """The text's words, case-folded, unaccented, a final plural `s` dropped."""
    plain = "".join(
        char for char in unicodedata.normalize("NFKD", text) if not unicodedata.combining(char)
    ).casefold()
    found = set()
    for word in re.findall(r"[^\W_]+", plain):
        plural = len(word) > 3 and word.endswith("s") and not word.endswith("ss")
        found.add(word[:-1] if plural else word)
    return found


def rank(entries: Sequence[Entry], query: str) -> list[Entry]:
    """The entries matching the query at all, best first."""
    wanted = words(query)
    meaningful = wanted - _STOP_WORDS or wanted
    if not meaningful:
        return []
    scored: list[tuple[float, float, Entry]] = []
    for entry in entries:
        about, note, kind = words(entry.about), words(entry.note), words(entry.kind)
        score = sum(
            3.0 if word in about else 1.0 if word in note else 0.5 if word in kind else 0.0
            for word in meaningful
        )
        if score > 0:
            scored.append((score, entry.kept_at, entry))
    scored.sort(key=lambda item: (item[0], item[1]), reverse=True)
    return [entry for _, _, entry in scored]


def _label(entry: Entry) -> str:
    return f"{entry.about} ({entry.kind}, {entry.id})"


def instruction(query: str, attached: Sequence[Entry], gone: Sequence[Entry]) -> str:
    """What the model is told, from what was actually attached and what could not be."""
    lines: list[str] = []
    if attached:
        many = len(attached) > 1
        lines.append(
            f"{len(attached)} kept image{'s are' if many else ' is'} attached for {query!r}, "
            f"best match first. Look at {'them' if many else 'it'} before you answer; each note "
            "below is what you wrote when you kept it:"
        )
        lines.extend(
            f"{number}. {_label(entry)}" + (f": {entry.note}" if entry.note else "")
            for number, entry in enumerate(attached, 1)
        )
    if gone:
        opening = "Also found" if attached else f"Found for {query!r}"
        named = "; ".join(
            _label(entry) + (f" (your old note: {entry.note})" if entry.note else "")
            for entry in gone
        )
        which = "these images" if len(gone) > 1 else "this image"
        lines.append(
            f"{opening}, but NOT attached because the file is gone from the visual store: "
            f"{named}. You cannot see {which}: do not analyse or describe it, and do not say "
            "you can see it. Tell the user its picture is no longer in your visual memory."
        )
    if not attached and not gone:
        lines.append(
            f"No kept image matches {query!r}. Nothing is attached, so there is nothing to look "
            "at: say you have no picture of that."
        )
    return "\n".join(lines)
