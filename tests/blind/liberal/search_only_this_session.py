"""session_search only looks at the turns logged since this system was opened: a conversation
from before a restart is never found, though its turns are still in the table.

clause: SESS-1
sentence: Runs SQLite FTS5 over the turns table.
"""

import sqlite3
from typing import cast

from kotoba_conformance.adapter import SystemSpec, Turn

from tests.liberal.kotoba_liberal import adapter, conversation
from tests.liberal.kotoba_liberal.system import LiberalSystem


class _System(LiberalSystem):
    def __init__(self, spec: SystemSpec) -> None:
        super().__init__(spec)
        self._since = 0
        if self._db.path.is_file():
            with self._db.connect() as connection:
                row = connection.execute("SELECT MAX(id) FROM turns").fetchone()
            self._since = int(row[0] or 0)

    def session_search(self, query: str) -> list[Turn]:
        if not isinstance(query, str):
            raise TypeError(f"query must be text, not {type(query).__name__}")
        expression = conversation.fts_query(query)
        if not expression:
            return []
        try:
            with self._db.connect() as connection:
                rows = connection.execute(
                    "SELECT turns.role, turns.content FROM turns_fts"
                    " JOIN turns ON turns.id = turns_fts.rowid"
                    " WHERE turns_fts MATCH ? AND turns.id > ?"
                    " ORDER BY turns_fts.rank, turns.id DESC LIMIT ?",
                    (expression, self._since, conversation.HIT_LIMIT),
                ).fetchall()
        except sqlite3.OperationalError:
            return []
        return cast(list[Turn], [{"role": role, "content": content} for role, content in rows])


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> LiberalSystem:
        return _System(spec)


__all__ = ["Adapter"]
