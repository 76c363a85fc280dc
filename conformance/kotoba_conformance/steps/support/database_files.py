"""Reading the SQLite database the way the documents name it, with plain sqlite3.

The documents name the `turns` table with its `emotion` and `tools_used` columns and the schema
comment beside them, and the `user_profile` key/value table; nothing else is relied on. The
columns holding a turn's words or a profile's key and value are not named by the documents, so
they are found by their values. Every read opens the file read-only, so it can never create one.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from pathlib import Path

SIDECARS = ("-wal", "-shm", "-journal")
_COMMENT = re.compile(r"--(?P<line>[^\n]*)|/\*(?P<block>.*?)\*/", re.DOTALL)


@contextmanager
def reading(path: Path) -> Iterator[sqlite3.Connection]:
    """A read-only connection to an existing database file; a read-write one when a writer
    killed mid-transaction left a hot rollback journal beside it. A read-only connection cannot
    roll that transaction back ("attempt to write a readonly database"), and would report a
    healthy database as unreadable; SQLite rolls it back on a read-write open, as the
    application's own next connection does, and nothing committed changes."""
    assert path.is_file(), f"there is no database file at {path}"
    uri = f"{path.resolve().as_uri()}?mode=ro"
    db = sqlite3.connect(uri, uri=True, timeout=10.0)
    try:
        db.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except sqlite3.OperationalError as error:
        db.close()
        if not _hot_journal(error):
            raise
        db = sqlite3.connect(path, timeout=10.0)
    except BaseException:
        db.close()
        raise
    with closing(db):
        yield db


def _hot_journal(error: sqlite3.OperationalError) -> bool:
    """SQLITE_READONLY_ROLLBACK (776): the file needs a rollback only a writer may do."""
    code = getattr(error, "sqlite_errorcode", None)  # Python 3.11 and later
    return code == 776 or (code is None and "readonly database" in str(error))


@contextmanager
def editing(path: Path) -> Iterator[sqlite3.Connection]:
    """A read-write connection, as a user editing the database by hand opens one; commits."""
    assert path.is_file(), f"there is no database file at {path}"
    with closing(sqlite3.connect(path, timeout=10.0)) as db, db:
        yield db


def table_sql(path: Path, table: str) -> str:
    """The CREATE statement SQLite keeps for a table, comments and all ("" when absent)."""
    with reading(path) as db:
        row = db.execute("SELECT sql FROM sqlite_master WHERE name = ?", (table,)).fetchone()
    return str(row[0]) if row and row[0] else ""


def comments(sql: str) -> str:
    """The text of every comment in an SQL statement, markers removed, each comment's lines
    joined by one space: a comment wrapped over several `--` lines reads as one sentence."""
    parts: list[str] = []
    for match in _COMMENT.finditer(sql):
        for line in (match["line"] or match["block"] or "").splitlines():
            if text := line.strip().lstrip("*").strip():
                parts.append(text)
    return " ".join(parts)


def as_prose(text: str) -> str:
    """Text with Markdown code marks removed and runs of whitespace made one space: a comment
    that writes `emotion` in backticks still says the documented sentence (R2)."""
    return " ".join(text.replace("`", "").split())


def columns(path: Path, table: str) -> list[str]:
    with reading(path) as db:
        return [str(row[1]) for row in db.execute(f'PRAGMA table_info("{table}")')]


def fts5_tables(path: Path) -> list[str]:
    """The FTS5 virtual tables in the database."""
    with reading(path) as db:
        rows = db.execute("SELECT name, sql FROM sqlite_master WHERE type = 'table'").fetchall()
    return [str(name) for name, sql in rows if sql and re.search(r"\busing\s+fts5\b", sql, re.I)]


def rows(path: Path, table: str) -> list[tuple[object, ...]]:
    with reading(path) as db:
        return [tuple(row) for row in db.execute(f'SELECT * FROM "{table}"')]


def turns(path: Path) -> list[tuple[str, str]]:
    """Each turn of the conversation log as (role, content): the two columns the documents say
    every insert_turn call site passes."""
    with reading(path) as db:
        return [
            (str(role), str(content))
            for role, content in db.execute("SELECT role, content FROM turns")
        ]


USER_TABLES = ("user_profile", "turns")
"""The tables that hold what the user said or is: a new install's database holds none of it."""


def holds_nothing_of_the_user(path: Path) -> bool:
    """Whether the database is as a new install makes it: no profile row, no turn (a table it
    lacks holds nothing). A database not there, or not yet readable, holds nothing either."""
    if not path.is_file():
        return True
    with reading(path) as db:
        tables = {str(row[0]) for row in db.execute("SELECT name FROM sqlite_master")}
        return all(
            db.execute(f'SELECT count(*) FROM "{table}"').fetchone()[0] == 0
            for table in USER_TABLES
            if table in tables
        )


def count_not_null(path: Path, table: str, column: str) -> int:
    with reading(path) as db:
        query = f'SELECT count(*) FROM "{table}" WHERE "{column}" IS NOT NULL'
        return int(db.execute(query).fetchone()[0])


def set_every_row(path: Path, table: str, column: str, value: str) -> None:
    """Write one value into a column of every row, by hand."""
    with editing(path) as db:
        db.execute(f'UPDATE "{table}" SET "{column}" = ?', (value,))


def profile_holds(path: Path, key: str, value: str) -> bool:
    """Whether a `user_profile` row holds `key` in one column and `value` in another."""
    return any(
        key in row and value in row and row.index(key) != row.index(value)
        for row in rows(path, "user_profile")
    )


def delete_profile_key(path: Path, key: str) -> None:
    """Delete, by hand, the `user_profile` row of `key`, whatever its columns are called."""
    names = columns(path, "user_profile")
    holding = [row for row in rows(path, "user_profile") if key in row]
    assert holding, f"user_profile holds no row with the key {key!r}"
    column = names[holding[0].index(key)]
    with editing(path) as db:
        db.execute(f'DELETE FROM user_profile WHERE "{column}" = ?', (key,))


def delete_database(path: Path) -> None:
    """Delete the database file (and the journal files SQLite keeps beside it), by hand."""
    for suffix in ("", *SIDECARS):
        Path(f"{path}{suffix}").unlink(missing_ok=True)


def create_empty(path: Path) -> None:
    """Put an empty SQLite database file at `path`, as a stray or hand-made one would be."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with closing(sqlite3.connect(path)) as db:
        db.execute("PRAGMA user_version = 0")
    assert path.is_file()
