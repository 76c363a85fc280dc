"""Opens USER.md with the header reworded into British spelling ("organised by topic"), where the
documents quote the header addressed to the user word for word.

clause: STORE-1
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem

from tests.broken import _seams


def british(index: str) -> str:
    return index.replace("organized by topic", "organised by topic", 1)


class Store(_seams.AfterEachChange):
    def after_change(self, recent_before: list[str]) -> None:
        del recent_before
        _seams.edit_index(self.memory_dir, british)


class System(ReferenceSystem):
    store_class = Store


class Adapter(ReferenceAdapter):
    system_class = System
