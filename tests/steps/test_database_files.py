"""How the suite reads the database: comments as text, whatever way the schema wraps them."""

from __future__ import annotations

import signal
import sqlite3
import subprocess
import sys
from contextlib import closing
from pathlib import Path

import pytest
from kotoba_conformance.steps.support import database_files

SENTENCE = (
    "emotion and tools_used are both DEAD: every insert_turn call site passes role and content"
    " only, so both are NULL in every row and no query reads either."
)


def stored(tmp_path: Path, create: str) -> str:
    tmp_path.mkdir(exist_ok=True)
    path = tmp_path / "kotoba.db"
    with sqlite3.connect(path) as db:
        db.execute(create)
    return database_files.table_sql(path, "turns")


def test_a_one_line_comment_is_read_whole(tmp_path: Path) -> None:
    sql = stored(
        tmp_path, f"CREATE TABLE turns (\n  -- {SENTENCE}\n  emotion TEXT, tools_used TEXT)"
    )
    assert SENTENCE in database_files.comments(sql)


def test_a_comment_wrapped_over_several_lines_reads_as_one_sentence(tmp_path: Path) -> None:
    first, second = SENTENCE[:60], SENTENCE[61:]
    create = f"CREATE TABLE turns (emotion TEXT, -- {first}\n tools_used TEXT -- {second}\n)"
    assert SENTENCE in database_files.comments(stored(tmp_path, create))
    block = f"CREATE TABLE turns (emotion TEXT, tools_used TEXT /* {first}\n * {second} */)"
    assert SENTENCE in database_files.comments(stored(tmp_path / "b", block))


def test_reading_never_creates_a_database(tmp_path: Path) -> None:
    with pytest.raises(AssertionError, match="no database file"):
        database_files.table_sql(tmp_path / "absent.db", "turns")
    assert not (tmp_path / "absent.db").exists()


KILLED_MID_TRANSACTION = """
import os, signal, sqlite3, sys
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("PRAGMA cache_size = 1")  # spill to the file before the commit
db.execute("BEGIN")
db.executemany("INSERT INTO turns VALUES (?)", [("uncommitted " * 50,)] * 2000)
os.kill(os.getpid(), signal.SIGKILL)
"""


def test_a_database_a_killed_writer_left_mid_transaction_reads_as_committed(
    tmp_path: Path,
) -> None:
    """A rollback journal left hot by a killed writer is no failure of the implementation: the
    suite reads what was committed (a read-only connection alone cannot)."""
    path = tmp_path / "kotoba.db"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE turns (content TEXT)")
        db.execute("INSERT INTO turns VALUES ('committed')")
    killed = subprocess.run([sys.executable, "-c", KILLED_MID_TRANSACTION, str(path)], check=False)
    assert killed.returncode == -signal.SIGKILL
    assert path.with_name("kotoba.db-journal").is_file()
    plain = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    with closing(plain), pytest.raises(sqlite3.OperationalError, match="readonly"):
        plain.execute("SELECT * FROM turns").fetchall()
    assert database_files.rows(path, "turns") == [("committed",)]
