"""Answers a search that finds no stored fact with a `ValueError` ("cannot judge a query that
matches nothing") where the documents have the model's recall tool answer it: the error
contract allows `memory_recall` no error for a query that is text, so the suite must fail the
scenarios whose search rightly finds nothing, even where the Then step only looks for what the
reply must not hold (before the contract, such a step read an empty reply and passed).

clause: EDIT-2, EDIT-3, STORE-4
caught in: A fact deleted by hand is no longer found by a search
caught in: A topic file deleted by hand is no longer found by a search
caught in: A prose line added to a topic file by hand is not found by a search
"""

from __future__ import annotations

from pathlib import Path

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem

from tests.broken._seams import all_facts


class System(ReferenceSystem):
    def memory_recall(self, query: str | None = None, topic: str | None = None) -> str:
        reply = super().memory_recall(query, topic)
        stored = all_facts(Path(self.memory_dir()))
        if query is not None and not any(fact in reply for fact in stored):
            raise ValueError(f"cannot judge a query that matches nothing: {query!r}")
        return reply


class Adapter(ReferenceAdapter):
    system_class = System
