"""session_search does not double a quote mark inside a word, and lets FTS5's syntax error
through: a query such as 'it"s' or 'say "hi' raises instead of answering.

clause: SESS-4
sentence: Every token is quoted, so AND, NEAR, ( and * are literal strings and never FTS5 operators
"""

from tests.liberal.kotoba_contrary import sessions
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.database import Database
from tests.liberal.kotoba_contrary.text import require_text


def _fts_query(query: str) -> str:
    phrases = []
    for piece in query.split():
        token = sessions._trimmed(piece)
        if token:
            quoted = '"' + token + '"'
            phrases.append(quoted + "*" if len(token) >= sessions.PREFIX_FROM else quoted)
    return " ".join(phrases)


def _session_search(database: Database, query: object) -> list[dict[str, str]]:
    expression = _fts_query(require_text(query, "query"))
    if not expression:
        return []
    with database.reading() as connection:
        if connection is None:
            return []
        rows = connection.execute(
            "SELECT turns.role, turns.content FROM turns_fts"
            " JOIN turns ON turns.id = turns_fts.rowid"
            " WHERE turns_fts MATCH ? ORDER BY turns.id ASC LIMIT ?",
            (expression, sessions.MAX_TURNS),
        ).fetchall()
    return [{"role": str(role), "content": str(content)} for role, content in rows]


vars(sessions)["session_search"] = _session_search

__all__ = ["Adapter"]
