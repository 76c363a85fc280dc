"""The SQLite database: the conversation log with its FTS5 index, the profile, her name.

Every call opens its own connection, so a hand edit of the file or its deletion (EDIT-5) is
seen by the next call, and the schema is created the first time a call needs to write.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Iterator

DEAD_COMMENT = (
    "emotion and tools_used are both DEAD: every insert_turn call site passes role and content"
    " only, so both are NULL in every row and no query reads either."
)
SCHEMA = f"""
CREATE TABLE IF NOT EXISTS turns (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    role TEXT NOT NULL,
    content TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    -- {DEAD_COMMENT}
    emotion TEXT,
    tools_used TEXT
);
CREATE VIRTUAL TABLE IF NOT EXISTS turns_fts USING fts5(
    content, content='turns', content_rowid='id'
);
CREATE TRIGGER IF NOT EXISTS turns_fts_insert AFTER INSERT ON turns BEGIN
    INSERT INTO turns_fts(rowid, content) VALUES (new.id, new.content);
END;
CREATE TRIGGER IF NOT EXISTS turns_fts_delete AFTER DELETE ON turns BEGIN
    INSERT INTO turns_fts(turns_fts, rowid, content) VALUES ('delete', old.id, old.content);
END;
CREATE TRIGGER IF NOT EXISTS turns_fts_update AFTER UPDATE OF content ON turns BEGIN
    INSERT INTO turns_fts(turns_fts, rowid, content) VALUES ('delete', old.id, old.content);
    INSERT INTO turns_fts(rowid, content) VALUES (new.id, new.content);
END;
CREATE TABLE IF NOT EXISTS user_profile (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS personality (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
"""


class Database:
    """One database file, opened afresh for every call."""

    def __init__(self, path: str) -> None:
        self.path = path

    @contextlib.contextmanager
    def writing(self) -> Iterator[sqlite3.Connection]:
        """A connection with the schema in place, committed on success."""
        os.makedirs(os.path.dirname(self.path), exist_ok=True)
        connection = sqlite3.connect(self.path, timeout=30)
        try:
            connection.executescript(SCHEMA)
            with connection:
                yield connection
        finally:
            connection.close()

    @contextlib.contextmanager
    def reading(self) -> Iterator[sqlite3.Connection | None]:
        """A connection to read with, or None when there is no database yet."""
        if not os.path.isfile(self.path):
            yield None
            return
        connection = sqlite3.connect(self.path, timeout=30)
        try:
            yield connection
        finally:
            connection.close()
