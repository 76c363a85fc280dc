"""The collector in the reference: its prompt, how it reads a model's answer, and what it keeps."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.collector import extraction, names
from kotoba_reference.collector import prompt as extractor_prompt


@pytest.fixture
def system(tmp_path: Path) -> Iterator[ReferenceSystem]:
    opened = ReferenceAdapter().open({"env": {"HOME": str(tmp_path)}})
    yield opened
    opened.close()


def test_the_prompt_states_the_horizon_the_four_never_items_and_what_is_stored() -> None:
    prompt = extractor_prompt.build_prompt("I moved to Lisbon", ["Likes tea"], "Kotoba")
    assert "still true in about seven days" in prompt
    assert all(item in prompt for item in extractor_prompt.NEVER_ITEMS)
    assert "- Likes tea" in prompt
    assert extractor_prompt.message_of(prompt) == "I moved to Lisbon"


@pytest.mark.parametrize(
    "raw", ["not json", "[]", '{"facts": "Likes tea"}', '{"facts": [1, 2]}', "null"]
)
def test_a_malformed_answer_extracts_nothing(raw: str) -> None:
    assert extraction.parse(raw).facts == []


def test_a_scripted_answer_with_the_wrong_types_is_refused() -> None:
    with pytest.raises(TypeError):
        extraction.ScriptedModel({"facts": "Likes tea"})
    with pytest.raises(ValueError, match="delay_seconds"):
        extraction.ScriptedModel({"facts": [], "delay_seconds": -1})
    with pytest.raises(ValueError, match="no keys"):
        extraction.ScriptedModel({"fact": []})


@pytest.mark.parametrize(
    ("name", "kept"),
    [("Mika", "Mika"), ("  Mika   Rose ", "Mika Rose"), ("", None), ("1234", None),
     ("[name]", None), ("<Mika>", None), ("M" * 41, None)],
)  # fmt: skip
def test_only_a_plausible_name_is_kept(name: str, kept: str | None) -> None:
    assert names.plausible_name(name) == kept


def test_junk_user_names_leave_the_profile_alone(system: ReferenceSystem) -> None:
    system.set_user_name("Alex", "setup")
    for junk in ("[user name]", "42", "x" * 100):
        system.script_collector_model({"user_name": junk})
        system.reply_to("hello")
    assert system.settle_collector(30)
    assert system.profile_for_prompt().endswith("- name: Alex")


def test_the_default_model_runs_offline(system: ReferenceSystem) -> None:
    system.reply_to("I have a dog named Luna. My name is Alex.")
    assert system.settle_collector(30)
    assert "Has a dog named Luna" in system.memory_recall("Luna")
    assert system.profile_for_prompt().endswith("- name: Alex")


def test_a_real_model_plugs_in_through_extraction_model(tmp_path: Path) -> None:
    asked: list[str] = []

    def model(prompt: str) -> str:
        asked.append(prompt)
        return json.dumps({"facts": ["Plays bass in a band"]})

    class WithModel(ReferenceSystem):
        extraction_model = staticmethod(model)

    system = WithModel({"env": {"HOME": str(tmp_path)}})
    system.reply_to("I play bass")
    assert system.settle_collector(30)
    assert asked == system.collector_prompts()
    assert "Plays bass in a band" in system.memory_recall("bass")
    system.close()


def test_a_failing_model_loses_one_pass_and_nothing_else(system: ReferenceSystem) -> None:
    def broken(prompt: str) -> str:
        raise RuntimeError(prompt[:10])

    system.collector.model = broken
    system.reply_to("I have a dog named Luna")
    assert system.settle_collector(30)
    system.script_collector_model({"facts": ["Has a cat named Miso"]})
    system.reply_to("I have a cat named Miso")
    assert system.settle_collector(30)
    assert "Has a cat named Miso" in system.memory_recall("Miso")


def test_close_waits_for_a_pass_already_started(tmp_path: Path) -> None:
    system = ReferenceAdapter().open({"env": {"HOME": str(tmp_path)}})
    system.script_collector_model({"facts": ["Has a dog named Luna"], "delay_seconds": 0.3})
    system.reply_to("I have a dog named Luna")
    system.close()
    reopened = ReferenceAdapter().open({"env": {"HOME": str(tmp_path)}})
    assert "Has a dog named Luna" in reopened.memory_recall("Luna")
    reopened.close()
