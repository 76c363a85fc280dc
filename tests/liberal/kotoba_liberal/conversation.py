"""The conversation log and session_search: FTS5 over the turns table.

Every token is quoted, so no query is ever FTS5 syntax; a token of four characters or more is a
prefix query (Spanish inflects by suffix), a shorter one is matched whole. Hits come best first
by FTS5's rank, ties newest first, at most ten (the contract's floor for a cap).
"""

from __future__ import annotations

import re
import sqlite3
from typing import Any

from .database import Database

HIT_LIMIT = 10
PREFIX_FROM = 4
_TOKEN = re.compile(r"[^\W_]+")


def fts_query(query: str) -> str:
    """The FTS5 MATCH expression: each word quoted, the longer ones as prefixes."""
    terms = []
    for token in _TOKEN.findall(query):
        quoted = '"' + token.replace('"', '""') + '"'
        terms.append(quoted + "*" if len(token) >= PREFIX_FROM else quoted)
    return " ".join(terms)


def insert_turn(db: Database, role: str, content: str) -> None:
    for name, value in (("role", role), ("content", content)):
        if not isinstance(value, str):
            raise TypeError(f"{name} must be text, not {type(value).__name__}")
    with db.connect() as connection:
        connection.execute("INSERT INTO turns (role, content) VALUES (?, ?)", (role, content))


def session_search(db: Database, query: str) -> list[dict[str, Any]]:
    """The turns matching every word of the query; [] is "nothing found", for any string."""
    if not isinstance(query, str):
        raise TypeError(f"query must be text, not {type(query).__name__}")
    expression = fts_query(query)
    if not expression:
        return []
    try:
        with db.connect() as connection:
            rows = connection.execute(
                "SELECT turns.role, turns.content FROM turns_fts"
                " JOIN turns ON turns.id = turns_fts.rowid"
                " WHERE turns_fts MATCH ? ORDER BY turns_fts.rank, turns.id DESC LIMIT ?",
                (expression, HIT_LIMIT),
            ).fetchall()
    except sqlite3.OperationalError:
        return []
    return [{"role": role, "content": content} for role, content in rows]
