"""The profile: a key/value table, an exact prompt block, and a skip that erases nothing."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from kotoba_reference.conversation import database, profile


@pytest.fixture
def db(tmp_path: Path) -> Iterator[sqlite3.Connection]:
    connection = database.connect(tmp_path / "kotoba.db")
    yield connection
    connection.close()


def block(db: sqlite3.Connection) -> str:
    return profile.for_prompt(profile.read(db))


def test_nothing_stored_reads_nothing_known(db: sqlite3.Connection) -> None:
    assert block(db) == "# What you know about the user\n(nothing known about the user yet)"


def test_the_name_is_a_bullet_under_the_heading(db: sqlite3.Connection) -> None:
    profile.set_user_name(db, "Alex")
    assert block(db) == "# What you know about the user\n- name: Alex"
    assert db.execute("SELECT key, value FROM user_profile").fetchall() == [("name", "Alex")]


@pytest.mark.parametrize("empty", ["", "   ", "\n"])
def test_an_empty_name_is_a_no_op(db: sqlite3.Connection, empty: str) -> None:
    profile.set_user_name(db, "Alex")
    profile.set_user_name(db, empty)
    assert profile.read(db) == {"name": "Alex"}


def test_a_new_name_overwrites(db: sqlite3.Connection) -> None:
    profile.set_user_name(db, "Alex")
    profile.set_user_name(db, "Sam")
    assert profile.read(db) == {"name": "Sam"}


def test_other_keys_are_kept_in_the_order_first_set(db: sqlite3.Connection) -> None:
    profile.set_user_name(db, "Alex")
    profile.upsert_user_profile(db, "timezone", "Europe/Madrid")
    profile.set_user_name(db, "Sam")
    assert block(db).splitlines()[1:] == ["- name: Sam", "- timezone: Europe/Madrid"]


def test_a_value_is_one_line(db: sqlite3.Connection) -> None:
    profile.set_user_name(db, " Alex\n  Smith ")
    assert profile.read(db) == {"name": "Alex Smith"}


def test_deleting_the_row_by_hand_clears_it(db: sqlite3.Connection) -> None:
    profile.set_user_name(db, "Alex")
    db.execute("DELETE FROM user_profile WHERE key = 'name'")
    assert block(db).endswith(profile.NOTHING_KNOWN)
