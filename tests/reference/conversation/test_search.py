"""session_search over a small mixed English/Spanish log: the documents' examples."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from kotoba_reference.conversation import database
from kotoba_reference.conversation import search as conversation

TURNS = [
    ("user", "Las latencias del servidor subieron otra vez"),
    ("assistant", "Medí las latencias de la API: el p95 ronda 200 ms"),
    ("user", "Mañana reviso la base de datos con calma"),
    ("user", "Revisé las dos primeras pruebas"),
    ("assistant", "Remember: AND, OR, NOT and NEAR are FTS5 operators"),
]


@pytest.fixture
def log(tmp_path: Path) -> Iterator[sqlite3.Connection]:
    connection = database.connect(tmp_path / "kotoba.db")
    for role, content in TURNS:
        database.insert_turn(connection, role, content)
    yield connection
    connection.close()


def contents(log: sqlite3.Connection, query: str) -> set[str]:
    return {hit["content"] for hit in conversation.session_search(log, query)}


def test_latencia_finds_latencias(log: sqlite3.Connection) -> None:
    assert contents(log, "latencia") == {TURNS[0][1], TURNS[1][1]}


def test_la_finds_la_but_not_las(log: sqlite3.Connection) -> None:
    assert contents(log, "la") == {TURNS[1][1], TURNS[2][1]}


def test_several_tokens_must_all_match(log: sqlite3.Connection) -> None:
    assert contents(log, "latencias servidor") == {TURNS[0][1]}


@pytest.mark.parametrize("query", ["AND", "OR", "NOT", "NEAR"])
def test_an_operator_is_a_word(log: sqlite3.Connection, query: str) -> None:
    assert contents(log, query) == {TURNS[4][1]}


@pytest.mark.parametrize("query", ['"', '"""', "(", "*", "((", "^", "-", ":", "", "\x00"])
def test_syntax_alone_finds_nothing_and_raises_nothing(log: sqlite3.Connection, query: str) -> None:
    assert conversation.session_search(log, query) == []


def test_hits_are_role_and_content(log: sqlite3.Connection) -> None:
    assert conversation.session_search(log, "calma") == [{"role": "user", "content": TURNS[2][1]}]


def test_hits_are_capped(log: sqlite3.Connection) -> None:
    for n in range(conversation.LIMIT + 5):
        database.insert_turn(log, "user", f"latencias ronda {n}")
    assert len(conversation.session_search(log, "ronda")) == conversation.LIMIT


def test_hits_are_newest_first(log: sqlite3.Connection) -> None:
    database.insert_turn(log, "assistant", "Las latencias ya bajaron")
    hits = conversation.session_search(log, "latencias")
    assert [hit["content"] for hit in hits] == [
        "Las latencias ya bajaron",
        TURNS[1][1],
        TURNS[0][1],
    ]
