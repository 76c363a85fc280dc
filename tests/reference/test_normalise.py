"""One fact is one line, at most 400 characters plus an ellipsis (R1, R3)."""

from __future__ import annotations

import pytest
from kotoba_reference.normalise import ELLIPSIS, MAX_CHARS, fold, normalise_fact, words


@pytest.mark.parametrize(
    ("raw", "stored"),
    [
        ("  Has a cat\tnamed   Luna  ", "Has a cat named Luna"),
        ("Has a cat\nnamed Luna\r\n## Topics", "Has a cat named Luna ## Topics"),
        ("Line\u2028separator\x85next", "Line separator next"),
        (" \n\t ", ""),
    ],
)
def test_every_run_of_whitespace_becomes_one_space(raw: str, stored: str) -> None:
    assert normalise_fact(raw) == stored


def test_a_fact_of_exactly_400_characters_is_kept_whole() -> None:
    fact = ("word " * 80).strip()[:399] + "x"
    assert len(fact) == MAX_CHARS
    assert normalise_fact(fact) == fact


def test_a_longer_fact_is_cut_at_the_last_word_boundary_and_ends_with_an_ellipsis() -> None:
    fact = " ".join(["abcdefghi"] * 50)  # 499 characters, a space every 10th
    stored = normalise_fact(fact)
    assert stored.endswith(ELLIPSIS)
    kept = stored[: -len(ELLIPSIS)]
    assert len(kept) <= MAX_CHARS
    assert fact.startswith(kept)
    assert kept.endswith("abcdefghi")
    assert kept == " ".join(["abcdefghi"] * 40)


def test_a_word_ending_exactly_at_400_is_kept() -> None:
    fact = "a" * 399 + "b" + " tail"
    assert normalise_fact(fact) == "a" * 399 + "b" + ELLIPSIS


def test_a_fact_with_no_space_is_cut_at_400() -> None:
    stored = normalise_fact("x" * 500)
    assert stored == "x" * 400 + ELLIPSIS
    assert len(stored) == MAX_CHARS + 1


def test_folding_drops_case_and_accents() -> None:
    assert fold("Café CRÈME") == "cafe creme"
    assert words("Has a dog, named Luna!") == ("has", "a", "dog", "named", "luna")


def test_words_are_never_stemmed() -> None:
    assert words("Enjoys paintings") == ("enjoys", "paintings")
