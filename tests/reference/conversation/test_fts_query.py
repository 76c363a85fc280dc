"""The query builder: every token quoted, 4+ letters a prefix, nothing SQLite cannot take."""

from __future__ import annotations

import pytest
from kotoba_reference.conversation import fts_query


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("latencia", '"latencia"*'),
        ("la", '"la"'),
        ("las", '"las"'),
        ("data", '"data"*'),
        ("la latencia", '"la" "latencia"*'),
        ("AND", '"AND"'),
        ("NEAR", '"NEAR"*'),
        ("(", '"("'),
        ('"', '""""'),
        ('say "hola"', '"say" """hola"""*'),
        ("¿qué?", '"¿qué?"'),
        ("e-mail", '"e-mail"*'),
    ],
)
def test_each_token_is_one_quoted_string(query: str, expected: str) -> None:
    assert fts_query.build(query) == expected


def test_a_token_counts_its_letters_and_digits_not_its_punctuation() -> None:
    assert not fts_query.is_prefix("la,")
    assert not fts_query.is_prefix('"la"')
    assert fts_query.is_prefix("p95s")


@pytest.mark.parametrize("query", ["", "   ", "\n\t", "\x00", "\x00 \x00"])
def test_a_query_with_no_token_builds_nothing(query: str) -> None:
    assert fts_query.build(query) is None


def test_a_nul_separates_tokens() -> None:
    assert fts_query.build("latencias\x00servidor") == '"latencias"* "servidor"*'


def test_a_lone_surrogate_is_replaced_not_passed_on() -> None:
    assert fts_query.build("la\ud800s") == '"la?s"'


def test_a_query_that_is_not_a_string_is_a_type_error() -> None:
    with pytest.raises(TypeError):
        fts_query.build(None)  # type: ignore[arg-type]
