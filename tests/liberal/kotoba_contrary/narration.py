"""The collector's task-narration filter (COL-5): what she is doing is not who you are.

A candidate is narration when it opens with a gerund ("Creating the folder…"), trails off in
an ellipsis, or talks about the present moment of the conversation. The explicit memory_write
path never runs this (WRITE-13).
"""

from __future__ import annotations

import re

_OPENING_GERUND = re.compile(r"^\W*([A-Za-z]{2,}ing)\b")
_TRAILING_DOTS = re.compile(r"(?:…|\.\.\.)\W*$")
_PRESENT_MOMENT = re.compile(
    r"\b(?:right now|at the moment|just now|in this (?:chat|conversation|session)"
    r"|this (?:chat|conversation|session)|let me|i am going to|i'm going to|about to)\b",
    re.IGNORECASE,
)
_NOT_GERUNDS = frozenset({"bring", "king", "ring", "sing", "spring", "string", "thing", "wing"})


def is_narration(candidate: str) -> bool:
    """True when a candidate fact narrates a task instead of stating something durable."""
    opening = _OPENING_GERUND.match(candidate)
    if opening and opening.group(1).lower() not in _NOT_GERUNDS:
        return True
    return bool(_TRAILING_DOTS.search(candidate) or _PRESENT_MOMENT.search(candidate))
