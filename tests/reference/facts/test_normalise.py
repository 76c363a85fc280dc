"""One fact is one line, at most 400 characters plus an ellipsis (R1, R3)."""

from __future__ import annotations

import pytest
from kotoba_reference.facts.normalise import (
    ELLIPSIS,
    MAX_CHARS,
    cased_terms,
    fold,
    normalise_fact,
    terms,
    words,
)


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


@pytest.mark.parametrize(
    ("fact", "expected"),
    [
        ("Programs in C++", ("programs", "in", "c++")),
        ("Programs in C#", ("programs", "in", "c#")),
        ("Height is 1,80 m", ("height", "is", "1,80", "m")),
        ("Email is ana@example.com", ("email", "is", "ana@example.com")),
        ("Sister's dog is named Luna", ("sister's", "dog", "is", "named", "luna")),
        ("Lowest was -5 or .5 degrees", ("lowest", "was", "-5", "or", ".5", "degrees")),
        ("Likes 🐱", ("likes", "🐱")),
    ],
)
def test_terms_keep_the_symbols_that_carry_meaning(fact: str, expected: tuple[str, ...]) -> None:
    assert terms(fact) == expected


@pytest.mark.parametrize(
    ("written", "plain"),
    [
        ("Has a dog named Luna.", "Has a dog named Luna"),
        ('has a DOG, named "Luna"!', "Has a dog named Luna"),
        ("Likes (C++).", "Likes C++"),
        ("Luna’s bed is “blue”", "Luna's bed is blue"),
        ("Café crème … — ok?", "cafe creme ok"),
    ],
)
def test_terms_drop_case_accents_and_the_punctuation_that_frames_a_word(
    written: str, plain: str
) -> None:
    assert terms(written) == terms(plain)


def test_a_text_of_framing_punctuation_only_has_no_terms() -> None:
    assert terms("!!! ... “”") == ()


def test_cased_terms_keep_the_case_and_align_with_terms() -> None:
    assert cased_terms("Lives in Málaga, Spain.") == ("Lives", "in", "Malaga", "Spain")
    assert len(cased_terms("Straße is Ünter C++")) == len(terms("Straße is Ünter C++"))


def test_words_for_search_still_break_at_every_symbol() -> None:
    assert words("Programs in C++") == ("programs", "in", "c")
    assert fold("Plain ASCII") == "plain ascii"
