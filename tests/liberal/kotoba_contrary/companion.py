"""The companion's own name, kept in the database beside the profile (Settings → Personality)."""

from __future__ import annotations

import sqlite3

from .database import Database

DEFAULT_NAME = "Kotoba"
_KEY = "companion_name"


def companion_name(database: Database) -> str:
    """Her current name: the one last set, or her default."""
    with database.reading() as connection:
        if connection is None:
            return DEFAULT_NAME
        try:
            row = connection.execute(
                "SELECT value FROM personality WHERE key = ?", (_KEY,)
            ).fetchone()
        except sqlite3.Error:
            return DEFAULT_NAME
    return str(row[0]) if row and str(row[0]).strip() else DEFAULT_NAME


def rename(database: Database, name: str) -> None:
    """Give her a new name."""
    with database.writing() as connection:
        connection.execute(
            "INSERT INTO personality(key, value) VALUES (?, ?)"
            " ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (_KEY, name),
        )
