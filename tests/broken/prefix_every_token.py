"""Makes every query word a prefix, short ones too: "la" finds "las" (and "latencias").

clause: SESS-3
"""

from __future__ import annotations

from kotoba_conformance.contract.adapter import Turn
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem


class System(ReferenceSystem):
    def session_search(self, query: str) -> list[Turn]:
        tokens = query.replace("\x00", " ").split()
        if not tokens:
            return []
        match = " ".join('"' + token.replace('"', '""') + '"*' for token in tokens)
        rows = self.database.connection().execute(
            "SELECT role, content FROM turns WHERE id IN"
            " (SELECT rowid FROM turns_fts WHERE turns_fts MATCH ?)",
            (match,),
        )
        return [Turn(role=role, content=content) for role, content in rows]


class Adapter(ReferenceAdapter):
    system_class = System
