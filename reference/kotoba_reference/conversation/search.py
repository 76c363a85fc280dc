"""`session_search`: the model's tool for searching past conversations, SQLite FTS5 over `turns`.

The query goes through `fts_query`, so no string, however hostile, reaches FTS5 as syntax: the
search answers with hits or with none, and never raises. Hits are what was said, role and content;
the dead `emotion` and `tools_used` columns are never read.
"""

from __future__ import annotations

import sqlite3

from kotoba_conformance.contract.adapter import Turn

from kotoba_reference.conversation import fts_query

LIMIT = 20
"""At most this many hits, newest first. FTS5 walks its index backwards and stops at the limit,
so a search costs the same on a log of a million turns as on a small one. Ranking by bm25
instead scores every match before keeping 20: "la" takes seconds on a million turns."""

_SEARCH = """
SELECT turns.role, turns.content
FROM turns_fts JOIN turns ON turns.id = turns_fts.rowid
WHERE turns_fts MATCH ?
ORDER BY turns_fts.rowid DESC
LIMIT ?
"""


def session_search(connection: sqlite3.Connection, query: str, limit: int = LIMIT) -> list[Turn]:
    """The newest turns matching every token of the query; [] when nothing does."""
    match = fts_query.build(query)
    if match is None:
        return []
    rows = connection.execute(_SEARCH, (match, limit)).fetchall()
    return [Turn(role=role, content=content) for role, content in rows]
