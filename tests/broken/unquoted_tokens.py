"""Passes the query's words to FTS5 unquoted, so `AND`, `(`, `"` and friends are FTS5 syntax:
a search for the word "AND" raises instead of finding it.

clause: SESS-4
"""

from __future__ import annotations

from kotoba_conformance.contract.adapter import Turn
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem


class System(ReferenceSystem):
    def session_search(self, query: str) -> list[Turn]:
        match = " ".join(t + "*" if len(t) >= 4 else t for t in query.split())
        rows = self.database.connection().execute(
            "SELECT role, content FROM turns WHERE id IN"
            " (SELECT rowid FROM turns_fts WHERE turns_fts MATCH ?)",
            (match,),
        )
        return [Turn(role=role, content=content) for role, content in rows]


class Adapter(ReferenceAdapter):
    system_class = System
