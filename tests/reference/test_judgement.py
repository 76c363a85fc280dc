"""Duplicates, corrections and contradictions: the documents' own examples, and every guard."""

from __future__ import annotations

import pytest
from kotoba_reference.judgement import Judgement, Verdict, compare, judge


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
    ],
)
def test_another_statement_is_kept(old: str, new: str) -> None:
    assert compare(old, new) is Verdict.KEEP


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Favorite color is indigo and likes jasmine tea", "Favorite color is moss green"),
        ("Likes Madrid", "Hates Madrid"),
    ],
)
def test_a_contradiction_that_cannot_be_retired_is_kept_and_named(old: str, new: str) -> None:
    assert compare(old, new) is Verdict.CONFLICT


def test_a_duplicate_is_found_in_any_topic_and_quoted_verbatim() -> None:
    topics = {"pets": ("Has a cat named Luna", "Has a dog named Luna")}
    verdict = judge("has a DOG named Luna!", topics)
    assert verdict == Judgement(duplicate_of="Has a dog named Luna", duplicate_topic="pets")


def test_facts_that_only_stem_alike_are_not_duplicates() -> None:
    assert judge("Enjoys paintings", {"hobbies": ("Enjoys painting",)}) == Judgement()


def test_a_correction_reaches_across_topics_and_lists_conflicts_apart() -> None:
    topics = {
        "personal": ("Favorite color is cobalt blue",),
        "preferences": ("Favorite color is indigo and likes jasmine tea", "Likes tea"),
    }
    verdict = judge("Favorite color is moss green", topics)
    assert verdict.retired == ("Favorite color is cobalt blue",)
    assert verdict.conflicts == ("Favorite color is indigo and likes jasmine tea",)
    assert verdict.duplicate_of is None


def test_facts_without_words_are_duplicates_only_when_identical() -> None:
    assert judge("🐱", {"pets": ("🐶",)}) == Judgement()
    assert judge("🐱", {"pets": ("🐱",)}).duplicate_of == "🐱"
