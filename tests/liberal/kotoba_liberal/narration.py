"""This implementation's narration filter for the collector's candidates (not for memory_write).

A candidate is task narration when it reads as something being done right now: it opens with an
-ing verb whose object follows at once ("Creating the folder…", "Running the script…") and has
no verb of its own to make it a statement about the person, or it trails off in an ellipsis,
or it says "right now" / "at the moment".
"""

from __future__ import annotations

import re

from .text import wordset

OBJECT_STARTS = wordset("the a an my your his her their our its this that these those some all")
FINITE = wordset("is are was were has have had likes loves")
NOW = ("right now", "at the moment", "currently")
LEADS = frozenset({"now", "just", "still", "i'm", "im", "am", "i", "we're", "she's", "is"})
_WORD = re.compile(r"[\w'’]+")


def looks_ephemeral(candidate: str) -> bool:
    text = candidate.strip()
    lowered = text.lower()
    if text.endswith(("…", "...")) or any(phrase in lowered for phrase in NOW):
        return True
    words = [word.lower().replace("’", "'") for word in _WORD.findall(text)]
    while words and words[0] in LEADS:
        words = words[1:]
    if len(words) < 2 or not words[0].endswith("ing"):
        return False
    return words[1] in OBJECT_STARTS and not FINITE & set(words[2:])
