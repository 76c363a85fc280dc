"""The user profile: a key/value table whose one key in use is `name`, and its prompt block."""

from __future__ import annotations

from .database import Database
from .text import collapse

HEADING = "# What you know about the user"
NOTHING = "(nothing known about the user yet)"
SURFACES = ("setup", "first-run", "collector")


def upsert(db: Database, key: str, value: str) -> None:
    """Set one key. An empty value is a no-op rather than an erasure."""
    for name, given in (("key", key), ("value", value)):
        if not isinstance(given, str):
            raise TypeError(f"{name} must be text, not {type(given).__name__}")
    value = collapse(value)
    if not key.strip() or not value:
        return
    with db.connect() as connection:
        connection.execute(
            "INSERT INTO user_profile (key, value) VALUES (?, ?)"
            " ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (key, value),
        )


def set_user_name(db: Database, name: str, surface: str) -> None:
    """Every surface sets the name the same way: through upsert, so a skip ("") keeps it."""
    if surface not in SURFACES:
        raise ValueError(f"unknown surface {surface!r}; expected one of {', '.join(SURFACES)}")
    upsert(db, "name", name)


def block(db: Database) -> str:
    """`# What you know about the user` and one `- key: value` bullet per key, name first."""
    with db.connect() as connection:
        rows = connection.execute("SELECT key, value FROM user_profile").fetchall()
    known = sorted(
        ((str(k), collapse(str(v))) for k, v in rows if collapse(str(v))),
        key=lambda kv: (kv[0] != "name", kv[0]),
    )
    if not known:
        return NOTHING
    return "\n".join([HEADING, *(f"- {key}: {value}" for key, value in known)])
