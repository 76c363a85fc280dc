"""Which names the collector accepts from its model. The documents say only that an empty name
changes nothing (R7); refusing junk (no letter, brackets, absurd length) is the reference's own
guard against a model echoing a placeholder such as "[name]" or a whole sentence."""

from __future__ import annotations

MAX_NAME_LENGTH = 40
BRACKETS = frozenset("[](){}<>")
DEFAULT_COMPANION_NAME = "Kotoba"


def plausible_name(name: str) -> str | None:
    """The name with its whitespace collapsed, or None when it is empty or junk."""
    name = " ".join(name.split())
    if not name or len(name) > MAX_NAME_LENGTH or BRACKETS & set(name):
        return None
    if not any(character.isalpha() for character in name):
        return None
    return name
