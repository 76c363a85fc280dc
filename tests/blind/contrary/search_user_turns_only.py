"""session_search looks only at the user's turns: what she herself said in an earlier turn is
never found.

clause: SESS-6
sentence: when she searches her own history, she finds what she said, not what she did
"""

import sqlite3

from tests.liberal.kotoba_contrary import sessions
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.database import Database
from tests.liberal.kotoba_contrary.text import require_text


def _session_search(database: Database, query: object) -> list[dict[str, str]]:
    expression = sessions.fts_query(require_text(query, "query"))
    if not expression:
        return []
    with database.reading() as connection:
        if connection is None:
            return []
        try:
            rows = connection.execute(
                "SELECT turns.role, turns.content FROM turns_fts"
                " JOIN turns ON turns.id = turns_fts.rowid"
                " WHERE turns_fts MATCH ? AND turns.role = 'user'"
                " ORDER BY turns.id ASC LIMIT ?",
                (expression, sessions.MAX_TURNS),
            ).fetchall()
        except sqlite3.Error:
            return []
    return [{"role": str(role), "content": str(content)} for role, content in rows]


vars(sessions)["session_search"] = _session_search

__all__ = ["Adapter"]
