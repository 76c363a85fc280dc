"""Writes a topic of one fact as "(1 fact)", correcting the documents' grammar: the documented
`## Topics` line is `- pets → topics/pets.md (1 facts)`, exactly.

clause: STORE-3
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem

from tests.broken import _seams


def singular(index: str) -> str:
    return index.replace(".md (1 facts)\n", ".md (1 fact)\n")


class Store(_seams.AfterEachChange):
    def after_change(self, recent_before: list[str]) -> None:
        del recent_before
        _seams.edit_index(self.memory_dir, singular)


class System(ReferenceSystem):
    store_class = Store


class Adapter(ReferenceAdapter):
    system_class = System
