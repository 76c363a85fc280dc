"""The SQLite database: the conversation log (`turns`, searched through FTS5) and `user_profile`.

One file, found by `paths`; opened on first use, with the schema created if it is missing, so a
deleted database comes back empty. The memory store's Markdown files are not in here, and nothing
here touches them. `emotion` and `tools_used` are kept, and documented as dead in the schema
itself, beside them: dropping them would be a migration over live data for zero behaviour change.
"""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

DEAD_COLUMNS_COMMENT = (
    "emotion and tools_used are both DEAD: every insert_turn call site passes role and content"
    " only, so both are NULL in every row and no query reads either."
)

BUSY_TIMEOUT = 10.0
"""Seconds an install waits for the file while another one writes."""

SCHEMA = f"""
CREATE TABLE IF NOT EXISTS turns (
    id          INTEGER PRIMARY KEY,
    created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    role        TEXT NOT NULL,
    content     TEXT NOT NULL,
    -- {DEAD_COLUMNS_COMMENT}
    emotion     TEXT,
    tools_used  TEXT
);
CREATE VIRTUAL TABLE IF NOT EXISTS turns_fts USING fts5(
    content, content='turns', content_rowid='id'
);
CREATE TRIGGER IF NOT EXISTS turns_fts_insert AFTER INSERT ON turns BEGIN
    INSERT INTO turns_fts (rowid, content) VALUES (new.id, new.content);
END;
CREATE TRIGGER IF NOT EXISTS turns_fts_delete AFTER DELETE ON turns BEGIN
    INSERT INTO turns_fts (turns_fts, rowid, content) VALUES ('delete', old.id, old.content);
END;
CREATE TRIGGER IF NOT EXISTS turns_fts_update AFTER UPDATE OF content ON turns BEGIN
    INSERT INTO turns_fts (turns_fts, rowid, content) VALUES ('delete', old.id, old.content);
    INSERT INTO turns_fts (rowid, content) VALUES (new.id, new.content);
END;
CREATE TABLE IF NOT EXISTS user_profile (
    key    TEXT PRIMARY KEY,
    value  TEXT NOT NULL
);
"""


def connect(path: Path, schema: str = SCHEMA) -> sqlite3.Connection:
    """Open (creating if need be) the database at `path` with the schema in place."""
    path.parent.mkdir(parents=True, exist_ok=True)
    connection = sqlite3.connect(
        path, timeout=BUSY_TIMEOUT, isolation_level=None, check_same_thread=False
    )
    write_ahead(connection)
    connection.execute("PRAGMA synchronous = NORMAL")
    connection.executescript(schema)
    return connection


def write_ahead(connection: sqlite3.Connection) -> None:
    """Put the database in WAL mode (a mode the file keeps). Switching a new file needs it to
    itself for a moment, and SQLite answers "database is locked" at once, without waiting out
    the busy timeout, to an install opening the same new file at that moment: measured, 6 of 120
    installs opening one fresh database together failed their first turn. So the switch is
    retried until the busy timeout has passed, as any other wait for the file is."""
    deadline = time.monotonic() + BUSY_TIMEOUT
    while True:
        try:
            connection.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as error:
            if "locked" not in str(error) or time.monotonic() > deadline:
                raise
            time.sleep(0.005)


class Database:
    """The database of one install, opened lazily and closed with the system."""

    def __init__(self, path: Path, schema: str = SCHEMA) -> None:
        self.path = path
        self.schema = schema
        self._connection: sqlite3.Connection | None = None

    def connection(self) -> sqlite3.Connection:
        if self._connection is None:
            self._connection = connect(self.path, self.schema)
        return self._connection

    def close(self) -> None:
        if self._connection is not None:
            self._connection.close()
            self._connection = None


def insert_turn(connection: sqlite3.Connection, role: str, content: str) -> None:
    """Append one turn. Role and content only: `emotion` and `tools_used` stay NULL."""
    if not isinstance(role, str) or not isinstance(content, str):
        raise TypeError("a turn's role and content are strings")
    connection.execute("INSERT INTO turns (role, content) VALUES (?, ?)", (role, content))
