"""session_search only searches the user's turns: what she said herself is never found, so
asked "did you already check that?" she cannot read back her own previous answer.

clause: SESS-6
sentence: when she searches her own history, she finds what she said, not what she did
"""

import sqlite3
from typing import Any

from tests.liberal.kotoba_liberal import conversation
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.database import Database


def _session_search(db: Database, query: str) -> list[dict[str, Any]]:
    if not isinstance(query, str):
        raise TypeError(f"query must be text, not {type(query).__name__}")
    expression = conversation.fts_query(query)
    if not expression:
        return []
    try:
        with db.connect() as connection:
            rows = connection.execute(
                "SELECT turns.role, turns.content FROM turns_fts"
                " JOIN turns ON turns.id = turns_fts.rowid"
                " WHERE turns_fts MATCH ? AND turns.role = 'user'"
                " ORDER BY turns_fts.rank, turns.id DESC LIMIT ?",
                (expression, conversation.HIT_LIMIT),
            ).fetchall()
    except sqlite3.OperationalError:
        return []
    return [{"role": role, "content": content} for role, content in rows]


vars(conversation)["session_search"] = _session_search

__all__ = ["Adapter"]
