"""Which names the collector may apply: non-empty, at most 40 characters, and made only of
letters, spaces, hyphens and apostrophes (COL-4, R7)."""

from __future__ import annotations

MAX_NAME = 40
_ALLOWED_MARKS = frozenset(" -'’")


def usable_name(candidate: object) -> str | None:
    """The name to apply, or None when the model's answer is no name at all."""
    if not isinstance(candidate, str):
        return None
    name = " ".join(candidate.split())
    if not name or len(name) > MAX_NAME:
        return None
    if not all(char.isalpha() or char in _ALLOWED_MARKS for char in name):
        return None
    return name if any(char.isalpha() for char in name) else None
