"""The narration filter: steps of a task are dropped, statements about the user are kept."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from kotoba_reference.collector.ephemeral import filter_ephemeral, looks_ephemeral


@pytest.mark.parametrize(
    "narration",
    [
        "Creating the folder for the new project",
        "Running the script that renames the photos",
        "Is creating the folder structure for the new project",
        "I'm running the test suite now",
        "She is now installing the dependencies",
        "Setting up the database",
        "Let me check that file",
    ],
)
def test_a_step_of_a_task_is_narration(narration: str) -> None:
    assert looks_ephemeral(narration)


@pytest.mark.parametrize(
    "fact",
    [
        "Has a dog named Luna",
        "Is learning Japanese",
        "Writes poetry on weekends",
        "Making pottery is a favourite hobby",
        "Runs marathons",
        "Works as a security engineer",
    ],
)
def test_a_statement_about_the_user_is_kept(fact: str) -> None:
    assert not looks_ephemeral(fact)


def test_the_filter_keeps_the_order_of_what_it_keeps() -> None:
    candidates = ["Likes tea", "Creating the folder", "Lives in Madrid"]
    assert filter_ephemeral(candidates) == ["Likes tea", "Lives in Madrid"]


@given(st.text(max_size=200))
def test_any_text_gets_an_answer(text: str) -> None:
    assert looks_ephemeral(text) in (True, False)
