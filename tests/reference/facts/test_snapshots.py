"""Snapshots of what the reference writes and answers for the documents' own examples.

They pin the reference's choices where the documents leave the wording open (the duplicate and
correction replies, the recall reply, the order of the Topics lines), so that a change to any of
them is seen and reviewed; the features deliberately do not fix those words. Regenerate with
`pytest tests/reference/facts/test_snapshots.py --snapshot-update` and review the diff.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from kotoba_conformance.contract.adapter import System
from kotoba_reference.adapter import ReferenceAdapter
from syrupy.assertion import SnapshotAssertion

THREE_FACTS = [
    ("Has a cat named Luna", "pets"),
    ("Works as a security engineer", "work"),
    ("Favorite color is cobalt blue", "preferences"),
]
TWO_LUNAS = [("Has a dog named Luna", "pets"), ("Has a cat named Luna", "pets")]


@pytest.fixture
def system(tmp_path: Path) -> Iterator[System]:
    home = tmp_path / "user"
    env = {"HOME": str(home), "KOTOBA_HOME": str(home / ".kotoba")}
    opened = ReferenceAdapter().open({"env": env})
    yield opened
    opened.close()


def holding(system: System, facts: list[tuple[str, str]]) -> System:
    for fact, topic in facts:
        assert system.write_fact(fact, topic)["written"], fact
    return system


def test_user_md_after_the_three_documented_facts(
    system: System, snapshot: SnapshotAssertion
) -> None:
    holding(system, THREE_FACTS)
    assert (Path(system.memory_dir()) / "USER.md").read_text(encoding="utf-8") == snapshot


def test_prompt_for_the_three_documented_facts(system: System, snapshot: SnapshotAssertion) -> None:
    assert holding(system, THREE_FACTS).facts_for_prompt() == snapshot


def test_prompt_for_the_two_lunas(system: System, snapshot: SnapshotAssertion) -> None:
    assert holding(system, TWO_LUNAS).facts_for_prompt() == snapshot


def test_reply_refusing_the_documented_spanish_fact(
    system: System, snapshot: SnapshotAssertion
) -> None:
    assert system.memory_write("Tiene un perro llamado Luna") == snapshot


def test_reply_refusing_the_documented_compound_fact(
    system: System, snapshot: SnapshotAssertion
) -> None:
    assert system.memory_write("Likes jasmine tea and the colour indigo") == snapshot


def test_reply_to_a_duplicate_under_a_synonym_topic(
    system: System, snapshot: SnapshotAssertion
) -> None:
    holding(system, [("Has a dog named Luna", "pets")])
    assert system.memory_write("Has a dog named Luna", "animals") == snapshot


def test_reply_to_moss_green_over_cobalt_blue(system: System, snapshot: SnapshotAssertion) -> None:
    holding(system, [("Favorite color is cobalt blue", "preferences")])
    assert system.memory_write("Favorite color is moss green", "preferences") == snapshot


def test_recall_of_where_do_i_live(system: System, snapshot: SnapshotAssertion) -> None:
    holding(
        system,
        [
            *THREE_FACTS,
            ("Lives in Madrid", "location"),
            ("Sister lives in Barcelona", "family"),
            ("Commutes to work by bike", "commute"),
        ],
    )
    assert system.memory_recall(query="where do I live") == snapshot


def test_reply_to_a_second_programming_language(
    system: System, snapshot: SnapshotAssertion
) -> None:
    holding(system, [("Programs in C++", "skills")])
    assert system.memory_write("Programs in C#", "skills") == snapshot


def test_reply_to_a_negation_flip(system: System, snapshot: SnapshotAssertion) -> None:
    holding(system, [("Favorite color is not blue", "preferences")])
    assert system.memory_write("Favorite color is blue", "preferences") == snapshot
