"""The user profile: a key/value table (`user_profile`) that today holds one key, `name`.

Every surface that sets the name (`kotoba setup`, the browser's first-run screen, the collector)
goes through `upsert_user_profile`, where an empty value is a no-op: "An empty value is a no-op
rather than an erasure — first run offers a skip, and a skip must not delete a name she already
knows." Nothing here deletes a row; clearing the name is done by hand, in the database.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping

NAME = "name"
HEADING = "# What you know about the user"
NOTHING_KNOWN = "(nothing known about the user yet)"


def upsert_user_profile(connection: sqlite3.Connection, key: str, value: str) -> None:
    """Set one key. A value that is empty (or only whitespace) changes nothing."""
    if not isinstance(key, str) or not isinstance(value, str):
        raise TypeError("a profile key and value are strings")
    value = " ".join(value.split())
    if not key or not value:
        return
    connection.execute(
        "INSERT INTO user_profile (key, value) VALUES (?, ?)"
        " ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        (key, value),
    )


def set_user_name(connection: sqlite3.Connection, name: str) -> None:
    """What every name surface does: upsert the key `name` (a skip, "", keeps the old name)."""
    upsert_user_profile(connection, NAME, name)


def read(connection: sqlite3.Connection) -> dict[str, str]:
    """Every stored key with its value, in the order they were first set."""
    rows = connection.execute("SELECT key, value FROM user_profile ORDER BY rowid").fetchall()
    return {str(key): str(value) for key, value in rows}


def for_prompt(profile: Mapping[str, str]) -> str:
    """The block the prompt gets: the heading, then `- key: value` bullets or `NOTHING_KNOWN`."""
    lines = [f"- {key}: {value}" for key, value in profile.items()] or [NOTHING_KNOWN]
    return "\n".join([HEADING, *lines])
