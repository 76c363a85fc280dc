"""Properties of `session_search`, for any query text at all.

1. It never raises: every string, hostile or not (quotes, NUL, lone surrogates, FTS5 operators,
   10,000 characters), answers with a list of turns.
2. Every hit matches every token: a token with 4 or more letters or digits is a prefix of a
   word of the hit (its words before the last, whole and in order); a shorter token is a whole
   word of it. Words are compared the way FTS5's default tokenizer sees them: case and accents
   folded, any character that is not a letter or digit a separator.
"""

from __future__ import annotations

import random
import re
import sqlite3
import unicodedata
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from kotoba_reference.conversation import database, fts_query
from kotoba_reference.conversation import search as conversation

SAID = (
    "las latencias latencia del servidor subieron la base de datos database mañana reviso "
    "the coffee near station opens at seven pros and cons of moving host api el p95 ronda "
    "medí revisé dos primeras pruebas ayer hoy deploy logs checked replica lag under second "
    "qué tal gata gato perro luna niño año café is it or not near and"
)
WORDS = SAID.split()
OPERATORS = ["AND", "OR", "NOT", "NEAR", "NEAR(", "(", ")", "*", '"', ":", "^", "-", "+", "{", "}"]
ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789áéíóúñüÁÑ ¿¡?!.,;" + (
    '"()*:^-+{}\x00'
)


def fold(text: str) -> str:
    """Case and accents folded, as FTS5's unicode61 tokenizer does for these alphabets."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def words(text: str) -> list[str]:
    return [w for w in re.split(r"[^0-9a-z]+", fold(text)) if w]


def matches(token: str, hit: str) -> bool:
    """Whether the hit holds the token's words in a row, the last as a prefix when it is long."""
    wanted, have = words(token), words(hit)
    if not wanted:
        return True
    *whole, last = wanted
    for start in range(len(have) - len(wanted) + 1):
        window = have[start : start + len(wanted)]
        tail_ok = window[-1].startswith(last) if fts_query.is_prefix(token) else window[-1] == last
        if window[:-1] == whole and tail_ok:
            return True
    return False


@pytest.fixture(scope="module")
def log(tmp_path_factory: pytest.TempPathFactory) -> Iterator[sqlite3.Connection]:
    connection = database.connect(Path(tmp_path_factory.mktemp("log")) / "kotoba.db")
    rng = random.Random(7)
    for n in range(400):
        sentence = " ".join(rng.choice(WORDS) for _ in range(rng.randint(3, 12)))
        database.insert_turn(connection, ("user", "assistant")[n % 2], sentence.capitalize())
    yield connection
    connection.close()


any_text = st.text(st.characters(codec=None) | st.characters(categories=["Cs"]), max_size=200)
vocabulary_token = st.sampled_from(WORDS).flatmap(
    lambda word: st.integers(1, len(word)).map(lambda n: word[:n])
)
mixed_query = st.lists(
    st.one_of(vocabulary_token, st.sampled_from(OPERATORS), st.text(ALPHABET, max_size=8)),
    max_size=6,
).map(" ".join)
PROPERTY = settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow], deadline=None)


@PROPERTY
@given(query=any_text)
def test_no_text_raises(log: sqlite3.Connection, query: str) -> None:
    assert isinstance(conversation.session_search(log, query), list)


@PROPERTY
@given(query=st.one_of(mixed_query, st.text(ALPHABET, max_size=60)))
def test_every_hit_matches_every_token(log: sqlite3.Connection, query: str) -> None:
    for hit in conversation.session_search(log, query):
        for token in query.replace("\x00", " ").split():
            assert matches(token, hit["content"]), (token, hit["content"])


@PROPERTY
@given(word=st.sampled_from([w for w in WORDS if len(w) >= fts_query.PREFIX_MIN]), data=st.data())
def test_a_long_prefix_of_a_said_word_finds_it(
    log: sqlite3.Connection, word: str, data: st.DataObject
) -> None:
    prefix = word[: data.draw(st.integers(fts_query.PREFIX_MIN, len(word)))]
    hits = conversation.session_search(log, prefix)
    assert hits, f"{prefix!r} found nothing, though {word!r} was said"


@pytest.mark.parametrize(
    "query",
    ['"', '""""', '"latencias', "lat\x00encias", ('latencias AND "(NEAR* ^-: ' * 400)[:10_000]],
)
def test_the_documents_hostile_queries_raise_nothing(log: sqlite3.Connection, query: str) -> None:
    assert isinstance(conversation.session_search(log, query), list)
