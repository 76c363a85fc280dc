"""The two refusals: the exact documented texts, and what does and does not trigger them."""

from __future__ import annotations

import pytest
from kotoba_reference.facts.refusals import (
    COMPOUND_REFUSAL,
    SPANISH_REFUSAL,
    looks_compound,
    looks_spanish,
    refusal_for,
)


def test_the_refusal_texts_are_the_documented_ones() -> None:
    assert SPANISH_REFUSAL == (
        "NOT SAVED — memory is stored in ENGLISH; a fact saved in another language can never be "
        "matched or corrected later. Translate it into one short third-person English statement "
        "and call memory_write again."
    )
    assert COMPOUND_REFUSAL == (
        "NOT SAVED — that reads as more than one fact, and a compound fact can never be "
        "corrected later without destroying its other half."
    )


@pytest.mark.parametrize(
    "fact",
    [
        "Tiene un perro llamado Luna",
        "Vive en Madrid",
        "Su color favorito es el azul",
        "Trabaja como ingeniera",
        "Le gusta la playa",
    ],
)
def test_spanish_is_refused(fact: str) -> None:
    assert looks_spanish(fact)
    assert refusal_for(fact) == "spanish"


@pytest.mark.parametrize(
    "fact",
    [
        "Has a dog named Luna",
        "Favorite color is cobalt blue",
        "Lives in El Paso",
        "Visited Buenos Aires with Lucía",
        "El Paso is where she grew up",
        'Loves the song "Bésame mucho"',
        "Favourite film is “Y tu mamá también”",
        "Il a un chien qui s'appelle Luna",
        "Elle habite à Paris",
        "Er hat einen Hund namens Luna",
        "Ha un cane che si chiama Luna",
        "Abita a Roma",
        "Vive in una casa grande",
        "Tem um cachorro chamado Luna",
        "Mora em Lisboa",
        "Ele vive com a mãe",
    ],
)
def test_english_names_titles_and_other_languages_pass(fact: str) -> None:
    assert not looks_spanish(fact)


@pytest.mark.parametrize(
    "fact",
    [
        "Likes jasmine tea and the colour indigo",
        "Lives in Madrid and works as a nurse",
        "Likes coffee but hates tea",
        "Has a dog; likes tea",
        "Is married, and she has two kids",
        "Likes tea and also enjoys coffee",
        "Plays bass in a band and sings in a choir",
        "Likes tea and drinks it daily",
        "Is vegetarian but not vegan",
    ],
)
def test_a_coordinator_opening_a_clause_is_compound(fact: str) -> None:
    assert looks_compound(fact)
    assert refusal_for(fact) == "compound"


@pytest.mark.parametrize(
    "fact",
    [
        "Likes salt and pepper on eggs",
        "Likes rock and roll",
        "Loves cats and dogs",
        "Likes drinks and snacks",
        "Loves the film Pride and Prejudice",
        'Loves the song "Me and the Devil"',
        "Likes Simon and Garfunkel",
        "Drinks tea or coffee in the morning",
        "Wants to be a doctor or a nurse",
        "Is creating the folder structure for the new project",
        "Likes it so much",
    ],
)
def test_one_statement_is_not_compound(fact: str) -> None:
    assert not looks_compound(fact)
    assert refusal_for(fact) is None


def test_a_spanish_compound_is_refused_for_its_language_first() -> None:
    assert refusal_for("Tiene un perro y vive en Madrid") == "spanish"
