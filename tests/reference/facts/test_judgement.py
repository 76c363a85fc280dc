"""Duplicates, corrections and contradictions: the documents' own examples, and every guard."""

from __future__ import annotations

import pytest
from kotoba_reference.facts.judgement import Judgement, Verdict, compare, judge


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Favorite color is cobalt blue", "Favorite color is moss green"),
        ("The dog is 3 years old", "The dog is 4 years old"),
        ("Lives in Barcelona", "Lives in Madrid"),
        ("Lives in Madrid", "Resides in Madrid"),
        ("Works as a security engineer", "Works as a nurse"),
        ("Sister lives in Barcelona", "Sister lives in Madrid"),
        ("Has a friend named Tom who is 30", "Has a friend named Tom who is 31"),
        ("Lives at 5 Elm Road", "Lives at 12 Oak Street"),
        ("Dog is named Luna", "Dog is named Max"),
        ("Has 2 cats", "Has 3 cats"),
        # A symbol that changes the value is a new value in a single-valued frame.
        ("Favorite language is C++", "Favorite language is C#"),
        ("Email is ana@example.com", "Email is ana.example@com"),
        ("Height is 1.80 m", "Height is 1.85 m"),
        ("Height is 1.80 m", "Height is 1,80 m"),
    ],
)
def test_a_correction_retires_the_old_fact(old: str, new: str) -> None:
    assert compare(old, new) is Verdict.RETIRE


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Has a dog named Luna", "Has a cat named Luna"),
        ("The cat is 3 years old", "The dog is 4 years old"),
        ("Friend Tom is 30", "Friend Ana is 30"),
        ("Has a friend named Tom who is 30", "Has a friend named Ana who is 30"),
        ("Has a friend named Tom who is 30", "Has a friend named Ana who is 31"),
        ("Has a friend who is 30", "Has a friend who is 31"),
        ("Sister lives in Barcelona", "Lives in Madrid"),
        ("Lives in Madrid", "Sister lives in Barcelona"),
        ("Lives in Madrid", "Sister lives in Madrid"),
        ("My sister lives at 12 Oak Street", "Lives at 5 Elm Road"),
        ("Lives at 5 Elm Road", "My sister lives at 12 Oak Street"),
        ("Enjoys painting", "Enjoys paintings"),
        ("Plays tennis on Sundays", "Plays chess on Mondays"),
        ("Works as a security engineer", "Works at Acme"),
        ("Lives in Madrid", "Lives in a flat"),
        ("Is a nurse", "Is a teacher"),
        ("Has a dog named Luna", "Has a dog named Max"),
        ("Room 101 is blue", "Room 102 is blue"),
        ("Lives in Madrid, Spain", "Lives in Madrid"),
        # "Programs in" is multi-valued: a person programs in several languages.
        ("Programs in C++", "Programs in C#"),
        ("Programs in C#", "Programs in C"),
        (
            "My brother is a developer who programs in C++",
            "My brother is a developer who programs in C#",
        ),
        # A negated relation holds many values at once.
        ("Favorite color is not blue", "Favorite color is not red"),
        ("Age is not 30", "Age is not 31"),
    ],
)
def test_another_statement_is_kept(old: str, new: str) -> None:
    assert compare(old, new) is Verdict.KEEP


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Favorite color is indigo and likes jasmine tea", "Favorite color is moss green"),
        ("Likes Madrid", "Hates Madrid"),
        ("Favorite color is not blue", "Favorite color is blue"),
        ("Favorite color is blue", "Favorite color is not blue"),
        ("Is not vegetarian", "Is vegetarian"),
        ("Is vegetarian", "Is not vegetarian"),
        ("Is vegetarian", "Is no longer vegetarian"),
        ("Isn't vegetarian", "Is vegetarian"),
        ("Eats meat", "Never eats meat"),
        ("Can swim", "Can't swim"),
        ("Cannot swim", "Can swim"),
    ],
)
def test_a_contradiction_that_cannot_be_retired_is_kept_and_named(old: str, new: str) -> None:
    assert compare(old, new) is Verdict.CONFLICT


def test_a_duplicate_is_found_in_any_topic_and_quoted_verbatim() -> None:
    topics = {"pets": ("Has a cat named Luna", "Has a dog named Luna")}
    verdict = judge("has a DOG named Luna!", "animals", topics)
    assert verdict == Judgement(duplicate_of="Has a dog named Luna", duplicate_topic="pets")


def test_facts_that_only_stem_alike_are_not_duplicates() -> None:
    assert judge("Enjoys paintings", "notes", {"hobbies": ("Enjoys painting",)}) == Judgement()


def test_a_correction_reaches_across_topics_and_lists_conflicts_apart() -> None:
    topics = {
        "personal": ("Favorite color is cobalt blue",),
        "preferences": ("Favorite color is indigo and likes jasmine tea", "Likes tea"),
    }
    verdict = judge("Favorite color is moss green", "notes", topics)
    assert verdict.retired == ("Favorite color is cobalt blue",)
    assert verdict.conflicts == ("Favorite color is indigo and likes jasmine tea",)
    assert verdict.duplicate_of is None


def test_facts_without_words_are_duplicates_only_when_identical() -> None:
    assert judge("🐱", "notes", {"pets": ("🐶",)}) == Judgement()
    assert judge("🐱", "notes", {"pets": ("🐱",)}).duplicate_of == "🐱"


@pytest.mark.parametrize(
    ("stored", "new"),
    [
        ("Programs in C++", "Programs in C#"),
        ("Programs in C++", "Programs in C"),
        ("Height is 1.80 m", "Height is 1,80 m"),
        ("Email is ana@example.com", "Email is ana.example@com"),
        ("Likes 🐱", "Likes 🐶"),
        ("Has a 3-year-old dog", "Has a 3 year old dog"),
    ],
)
def test_a_symbol_that_changes_the_meaning_is_no_duplicate(stored: str, new: str) -> None:
    assert judge(new, "notes", {"skills": (stored,)}).duplicate_of is None


@pytest.mark.parametrize(
    ("stored", "new"),
    [
        ("Has a dog named Luna.", "Has a dog named Luna"),
        ('Likes the song "Yesterday"', "Likes the song Yesterday"),
        ("Luna’s bed is blue", "Luna's bed is blue"),
        ("Programs in C++.", "programs in C++"),
    ],
)
def test_punctuation_that_only_frames_a_word_is_still_a_duplicate(stored: str, new: str) -> None:
    assert judge(new, "notes", {"pets": (stored,)}).duplicate_of == stored


def test_a_second_language_keeps_the_first() -> None:
    topics = {"skills": ("Programs in C++",)}
    assert judge("Programs in C#", "notes", topics) == Judgement()
    assert judge("Programs in C", "notes", topics) == Judgement()


def test_a_negation_flip_retires_nothing_and_names_the_fact_it_contradicts() -> None:
    topics = {"preferences": ("Favorite color is not blue",), "food": ("Is not vegetarian",)}
    assert judge("Favorite color is blue", "notes", topics) == Judgement(
        conflicts=("Favorite color is not blue",)
    )
    assert judge("Is vegetarian", "notes", topics) == Judgement(conflicts=("Is not vegetarian",))
