"""How the suite reads the database: comments as text, whatever way the schema wraps them."""

from __future__ import annotations

import sqlite3
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
