"""Topic names to slugs: `[a-z0-9-]` only, so no topic file can leave `topics/` (STORE-5)."""

from __future__ import annotations

import re
import unicodedata

DEFAULT_TOPIC = "general"
MAX_SLUG = 60
_SLUG = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
_OTHER = re.compile(r"[^a-z0-9]+")


def slug_for(topic: object) -> str:
    """The slug a free-form topic is filed under; None or a name with no letter is `general`."""
    if topic is None:
        return DEFAULT_TOPIC
    if not isinstance(topic, str):
        raise TypeError(f"topic must be a string, not {type(topic).__name__}")
    decomposed = unicodedata.normalize("NFKD", topic).lower()
    ascii_only = "".join(c for c in decomposed if c.isascii())
    slug = _OTHER.sub("-", ascii_only).strip("-")[:MAX_SLUG].strip("-")
    return slug or DEFAULT_TOPIC


def is_slug(name: str) -> bool:
    """Whether a name is already a slug (a topic file's stem, or `delete_topic`'s argument)."""
    return len(name) <= MAX_SLUG and _SLUG.fullmatch(name) is not None
