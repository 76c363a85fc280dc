"""The database: the turns table with its dead columns documented in the schema itself."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from kotoba_reference.conversation import database


@pytest.fixture
def db(tmp_path: Path) -> Iterator[database.Database]:
    opened = database.Database(tmp_path / "home" / "kotoba.db")
    yield opened
    opened.close()


def test_the_database_and_its_folder_are_created_on_first_use(db: database.Database) -> None:
    assert not db.path.exists()
    db.connection()
    assert db.path.is_file()


def test_the_stored_turns_definition_carries_the_dead_columns_comment(
    db: database.Database,
) -> None:
    sql = (
        db.connection().execute("SELECT sql FROM sqlite_master WHERE name = 'turns'").fetchone()[0]
    )
    assert f"-- {database.DEAD_COLUMNS_COMMENT}\n" in sql
    assert database.DEAD_COLUMNS_COMMENT == (
        "emotion and tools_used are both DEAD: every insert_turn call site passes role and "
        "content only, so both are NULL in every row and no query reads either."
    )


def test_insert_turn_leaves_emotion_and_tools_used_null(db: database.Database) -> None:
    database.insert_turn(db.connection(), "user", "Hola")
    database.insert_turn(db.connection(), "assistant", "Hola, ¿qué tal?")
    rows = (
        db.connection().execute("SELECT role, content, emotion, tools_used FROM turns").fetchall()
    )
    assert rows == [("user", "Hola", None, None), ("assistant", "Hola, ¿qué tal?", None, None)]


def test_every_inserted_turn_is_indexed_by_fts5(db: database.Database) -> None:
    database.insert_turn(db.connection(), "user", "Las latencias subieron")
    hits = db.connection().execute("SELECT rowid FROM turns_fts WHERE turns_fts MATCH 'latencias'")
    assert len(hits.fetchall()) == 1


def test_a_row_deleted_by_hand_leaves_the_index(db: database.Database) -> None:
    database.insert_turn(db.connection(), "user", "Las latencias subieron")
    db.connection().execute("DELETE FROM turns")
    hits = db.connection().execute("SELECT rowid FROM turns_fts WHERE turns_fts MATCH 'latencias'")
    assert hits.fetchall() == []


def test_a_deleted_database_comes_back_empty_on_the_next_open(db: database.Database) -> None:
    database.insert_turn(db.connection(), "user", "Hola")
    db.close()
    for suffix in ("", "-wal", "-shm"):
        Path(f"{db.path}{suffix}").unlink(missing_ok=True)
    assert db.connection().execute("SELECT count(*) FROM turns").fetchone() == (0,)


def test_a_turn_is_strings_only(db: database.Database) -> None:
    with pytest.raises(TypeError):
        database.insert_turn(db.connection(), "user", None)  # type: ignore[arg-type]


def test_two_installs_on_one_file_see_each_others_turns(tmp_path: Path) -> None:
    first, second = (
        database.Database(tmp_path / "kotoba.db"),
        database.Database(tmp_path / "kotoba.db"),
    )
    database.insert_turn(first.connection(), "user", "Hola")
    assert second.connection().execute("SELECT content FROM turns").fetchall() == [("Hola",)]
    first.close()
    second.close()
    assert sqlite3.connect(tmp_path / "kotoba.db").execute("PRAGMA integrity_check").fetchone() == (
        "ok",
    )


OPENER = """
import sys, time
from pathlib import Path
from kotoba_reference.conversation import database
go = Path(sys.argv[2])
Path(sys.argv[4]).touch()
while not go.exists():
    time.sleep(0.0005)
db = database.Database(Path(sys.argv[1]))
database.insert_turn(db.connection(), "user", sys.argv[3])
db.close()
"""


@pytest.mark.parametrize("round_number", range(6))
def test_installs_opening_one_new_database_together_each_get_their_turn_in(
    tmp_path: Path, round_number: int
) -> None:
    """Switching a new file to WAL once answered "database is locked" at once to an install
    opening it at the same moment (6 of 120 first turns failed), busy timeout or not."""
    path, go = tmp_path / "kotoba.db", tmp_path / "go"
    ready = [tmp_path / f"ready-{i}" for i in range(8)]
    openers = [
        subprocess.Popen([sys.executable, "-c", OPENER, str(path), str(go), f"turn {i}", str(r)])
        for i, r in enumerate(ready)
    ]
    deadline = time.monotonic() + 60
    while not all(r.exists() for r in ready) and time.monotonic() < deadline:
        time.sleep(0.01)
    go.touch()
    assert [opener.wait(timeout=60) for opener in openers] == [0] * 8, f"round {round_number}"
    with sqlite3.connect(path) as check:
        assert check.execute("SELECT count(*) FROM turns").fetchone() == (8,)
