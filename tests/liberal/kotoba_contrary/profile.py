"""The user profile: one key/value table, one key today (PROF-1..5).

An empty value is a no-op on every surface that sets the name, so a skipped first run never
erases a name she already knows; the raw upsert, which is no surface, stores what it is given,
an empty value too (R7).
"""

from __future__ import annotations

import sqlite3

from .database import Database
from .text import one_line, require_text

HEADING = "# What you know about the user"
NOTHING = "(nothing known about the user yet)"
SURFACES = frozenset({"setup", "first-run"})


def upsert_user_profile(database: Database, key: object, value: object) -> None:
    """Set one key to what it is given, an empty value too: the table operation, no surface."""
    key_text, value_text = require_text(key, "key"), require_text(value, "value")
    with database.writing() as connection:
        connection.execute(
            "INSERT INTO user_profile(key, value) VALUES (?, ?)"
            " ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (key_text, value_text),
        )


def set_user_name(database: Database, name: object, surface: object) -> None:
    """Set the name as `kotoba setup` or the first-run screen does (a skip sends "")."""
    if require_text(surface, "surface") not in SURFACES:
        raise ValueError(f"unknown surface: {surface!r}")
    given = one_line(require_text(name, "name"))
    if given.strip():  # a skip sends "": a no-op, never an erasure
        upsert_user_profile(database, "name", given)


def profile_block(database: Database) -> str:
    """The block as it reaches the prompt."""
    rows: list[tuple[str, str]] = []
    with database.reading() as connection:
        if connection is not None:
            try:
                rows = connection.execute("SELECT key, value FROM user_profile").fetchall()
            except sqlite3.Error:  # no table yet: nothing stored
                rows = []
    entries = sorted(
        ((str(k), one_line(str(v))) for k, v in rows if str(v).strip()),
        key=lambda row: (row[0] != "name", row[0]),
    )
    if not entries:
        return f"{HEADING}\n{NOTHING}"
    return "\n".join([HEADING, *(f"- {key}: {value}" for key, value in entries)])
