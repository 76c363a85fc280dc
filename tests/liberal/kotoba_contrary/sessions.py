"""session_search over the turns table (SESS-1..6): FTS5, every token quoted, tokens of four
characters or more as prefix queries, at most ten turns, oldest first, and never an error."""

from __future__ import annotations

import sqlite3

from .database import Database
from .text import require_text

MAX_TURNS = 10
PREFIX_FROM = 4


def insert_turn(database: Database, role: object, content: object) -> None:
    """Append one turn: role and content only, as every call site does. A role other than
    "user" or "assistant" is refused (ValueError): no call site has another."""
    role_text, content_text = require_text(role, "role"), require_text(content, "content")
    if role_text not in ("user", "assistant"):
        raise ValueError(f"a turn's role is 'user' or 'assistant', not {role_text!r}")
    with database.writing() as connection:
        connection.execute(
            "INSERT INTO turns(role, content) VALUES (?, ?)", (role_text, content_text)
        )


def fts_query(query: str) -> str:
    """The FTS5 expression for a query: each token a quoted string, long ones prefixes."""
    phrases = []
    for piece in query.split():
        token = _trimmed(piece)
        if not token:
            continue
        quoted = '"' + token.replace('"', '""') + '"'
        phrases.append(quoted + "*" if len(token) >= PREFIX_FROM else quoted)
    return " ".join(phrases)


def _trimmed(piece: str) -> str:
    """A token without the punctuation around it ("latencia," is the word latencia)."""
    start, end = 0, len(piece)
    while start < end and not piece[start].isalnum():
        start += 1
    while end > start and not piece[end - 1].isalnum():
        end -= 1
    return piece[start:end]


def session_search(database: Database, query: object) -> list[dict[str, str]]:
    """The matching turns, oldest first; [] for nothing found, whatever the query holds."""
    expression = fts_query(require_text(query, "query"))
    if not expression:
        return []
    with database.reading() as connection:
        if connection is None:
            return []
        try:
            rows = connection.execute(
                "SELECT turns.role, turns.content FROM turns_fts"
                " JOIN turns ON turns.id = turns_fts.rowid"
                " WHERE turns_fts MATCH ? ORDER BY turns.id ASC LIMIT ?",
                (expression, MAX_TURNS),
            ).fetchall()
        except sqlite3.Error:
            return []
    return [{"role": str(role), "content": str(content)} for role, content in rows]
