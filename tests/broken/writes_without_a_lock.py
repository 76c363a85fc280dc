"""Writes without any lock: no `USER.md.lock` beside the index, and two installs writing at once
can each read the files before the other saves, so one's fact is lost.

clause: STORE-8
"""

from __future__ import annotations

from contextlib import AbstractContextManager, nullcontext
from pathlib import Path

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.facts.rules import Rules


def no_lock(path: Path) -> AbstractContextManager[object]:
    """Holds nothing and creates no file."""
    del path
    return nullcontext()


class System(ReferenceSystem):
    rules = Rules(lock=no_lock)


class Adapter(ReferenceAdapter):
    system_class = System
