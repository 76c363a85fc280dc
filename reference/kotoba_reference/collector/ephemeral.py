"""The task-narration filter (`_looks_ephemeral` in the documents): drops collector candidates
that narrate what she is doing ("creating the folder…", "running the script…").

The collector turns a whole conversation into candidates, and a model summarising a working
session reports its steps as if they were facts about the user. An explicit `memory_write` is
never screened: there she has already decided (WRITE-13). Biased toward keeping, like the rest of
the store: only a task verb in the progressive, opening the candidate, marks it as narration.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

TASK_VERBS = (
    "adding", "building", "checking", "cleaning", "compiling", "copying", "creating", "debugging",
    "deleting", "deploying", "downloading", "editing", "executing", "fetching", "fixing",
    "generating", "installing", "launching", "loading", "making", "moving", "opening", "parsing",
    "preparing", "removing", "renaming", "restarting", "running", "saving", "scanning",
    "searching", "sending", "setting up", "starting", "testing", "updating", "uploading",
    "writing",
)  # fmt: skip
"""Verbs of a step in a task; "is learning Japanese" or "is reading Dune" are left alone."""

_SUBJECT = r"(?:(?:i|we|she|he|they|kotoba|the assistant|the user)\s*)?"
_AUXILIARY = r"(?:(?:\s|^)(?:am|is|are|was|were)\s+|'m\s+|'s\s+|'re\s+)?"
_HEDGE = r"(?:(?:now|currently|still|just)\s+)?"
_NARRATION = re.compile(
    rf"^\s*{_SUBJECT}{_AUXILIARY}{_HEDGE}(?:{'|'.join(TASK_VERBS)})\b", re.IGNORECASE
)
_GERUND_AS_SUBJECT = re.compile(r"\b(?:is|are|was|were)\b", re.IGNORECASE)
"""A bare gerund followed by a main verb ("Making pottery is a hobby") is a statement."""
_ANNOUNCEMENT = re.compile(r"^\s*(?:let me|i'll now|i will now|now i'll|done\b|finished\b)", re.I)


def looks_ephemeral(candidate: str) -> bool:
    """True when the candidate narrates a step of a task rather than stating a lasting fact."""
    text = candidate.replace("’", "'").strip()
    if _ANNOUNCEMENT.match(text):
        return True
    narration = _NARRATION.match(text)
    if narration is None:
        return False
    opens_with_gerund = narration.group(0).strip().lower() in TASK_VERBS
    return not (opens_with_gerund and _GERUND_AS_SUBJECT.search(text, narration.end()))


def filter_ephemeral(candidates: Iterable[str]) -> list[str]:
    """The candidates that are not task narration, in their order."""
    return [candidate for candidate in candidates if not looks_ephemeral(candidate)]
