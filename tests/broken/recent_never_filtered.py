"""Rebuilds `## Recent` without checking what still exists: a fact whose bullet the user deleted,
or whose topic was deleted, stays listed after the next write and the topic's deletion.

clause: EDIT-2
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.facts.index import RECENT_CAP

from tests.broken import _seams


def never_filtered(before: list[str], now: list[str]) -> list[str]:
    """The Recent the reference rebuilt, with every entry it dropped for not existing put back."""
    new = [fact for fact in now if fact not in before]
    return [*(fact for fact in before if fact not in new), *new][-RECENT_CAP:]


class Store(_seams.AfterEachChange):
    def after_change(self, recent_before: list[str]) -> None:
        _seams.rewrite_recent(self.memory_dir, lambda now: never_filtered(recent_before, now))


class System(ReferenceSystem):
    store_class = Store


class Adapter(ReferenceAdapter):
    system_class = System
