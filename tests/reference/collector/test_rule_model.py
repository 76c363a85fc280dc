"""The reference's offline extraction model: deterministic rules over the user's message."""

from __future__ import annotations

import json

import pytest
from kotoba_reference.collector import prompt as extractor_prompt
from kotoba_reference.collector import rule_model


def answer_to(message: str) -> dict[str, object]:
    prompt = extractor_prompt.build_prompt(message, ["Likes tea"], "Kotoba")
    answer: dict[str, object] = json.loads(rule_model.answer(prompt))
    return answer


def test_first_person_statements_become_third_person_facts() -> None:
    answer = answer_to("I have a dog named Luna. I live in Madrid! My favourite colour is green.")
    assert answer["facts"] == [
        "Has a dog named Luna",
        "Lives in Madrid",
        "Favorite colour is green",
    ]


@pytest.mark.parametrize(
    "message",
    ["Can you open the report?", "I am so tired right now", "I hate Mondays lol"],
)
def test_questions_passing_states_and_jokes_give_no_fact(message: str) -> None:
    assert answer_to(message)["facts"] == []


def test_the_users_own_name_is_found() -> None:
    assert answer_to("Hi! My name is Alex.")["user_name"] == "Alex"
    assert answer_to("Call me later, please")["user_name"] is None


def test_an_explicit_renaming_renames_her() -> None:
    assert answer_to("From now on your name is Mika")["companion_name"] == "Mika"
    assert answer_to("I'll call you Nova")["companion_name"] == "Nova"


@pytest.mark.parametrize(
    "message",
    [
        "My friend Mika is coming over tomorrow",
        "Good morning, Kotoba",
        "Mika is such a pretty name",
    ],
)
def test_a_third_party_a_greeting_or_a_compliment_is_no_renaming(message: str) -> None:
    assert answer_to(message)["companion_name"] is None


def test_the_model_reads_only_the_message_not_the_stored_facts() -> None:
    prompt = extractor_prompt.build_prompt("Hello there", ["I have a cat"], "Kotoba")
    assert json.loads(rule_model.answer(prompt))["facts"] == []
