"""A correction keeps what it retires: each dropped bullet is appended to retired.md beside
USER.md, so a retired fact is no longer gone from every file.

clause: EDIT-4
sentence: and nothing is archived.
"""

import os

from tests.liberal.kotoba_contrary import topics
from tests.liberal.kotoba_contrary.adapter import Adapter

_remove = topics.remove
ARCHIVE = "retired.md"


def _remove_archiving(memory_dir: str, slug: str, facts: frozenset[str]) -> None:
    held = topics.read(memory_dir, slug)
    dropped = [fact for fact in held.facts if fact in facts] if held else []
    _remove(memory_dir, slug, facts)
    if dropped:
        with open(os.path.join(memory_dir, ARCHIVE), "a", encoding="utf-8") as archive:
            archive.writelines(f"- {fact} (was in {slug})\n" for fact in dropped)


vars(topics)["remove"] = _remove_archiving

__all__ = ["Adapter"]
