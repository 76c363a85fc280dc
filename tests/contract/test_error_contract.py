"""The error contract (`contract/refusals.py`, stated in `docs/contract.md`'s "Errors"), and
`World.attempt` following it: an error is kept as the answer only where the contract allows one,
the refusal must leave the stores as they were, and anything else is a breach the next step
raises, charged to the clause that step checks."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from kotoba_conformance.contract.errors import TransportError
from kotoba_conformance.contract.refusals import (
    BLANK_FACT,
    MULTI_LINE_FACT,
    NO_PLAIN_FILE_NAME,
    NO_TOPIC_FILE,
    NOT_A_SCRIPTED_ANSWER,
    UNDOCUMENTED_VALUE,
    WRONG_TYPE,
    Rule,
    allowed_refusal,
)
from kotoba_conformance.steps.support.refusal_checks import ContractBreach
from kotoba_conformance.steps.support.world import World

ROOT = Path(__file__).resolve().parents[2]


def rule_of(method: str, *args: object, topics: frozenset[str] = frozenset()) -> Rule | None:
    refusal = allowed_refusal(method, args, topics=topics)
    return None if refusal is None else refusal.rule


# --- which call may refuse which argument ------------------------------------------------------


@pytest.mark.parametrize("fact", [42, None, ["Has a dog named Luna"], {"fact": "x"}, True])
def test_a_fact_of_another_type_may_be_refused(fact: object) -> None:
    assert rule_of("memory_write", fact, "pets") == WRONG_TYPE
    assert rule_of("write_fact", fact, "pets") == WRONG_TYPE


def test_a_topic_may_be_refused_only_for_its_type() -> None:
    assert rule_of("memory_write", "Has a cat", 42) == WRONG_TYPE
    assert rule_of("memory_write", "Has a cat", None) is None
    for topic in ["..", "../../outside", "x" * 10_000, "", "Pets & Cats!"]:
        assert rule_of("write_fact", "Has a cat", topic) is None, topic


@pytest.mark.parametrize("fact", ["", "   ", "\t \u2003", "\n\n"])
def test_a_blank_fact_may_be_refused(fact: str) -> None:
    assert rule_of("memory_write", fact, "pets") == BLANK_FACT


@pytest.mark.parametrize("fact", ["Has a cat\nnamed Luna", "Has a cat\rnamed Luna"])
def test_a_fact_holding_a_line_break_may_be_refused(fact: str) -> None:
    assert rule_of("write_fact", fact, "pets") == MULTI_LINE_FACT


@pytest.mark.parametrize(
    "fact", ["Has a cat named Luna", "Tiene un perro llamado Luna", "x" * 1_000_000, "a\x00b"]
)
def test_a_fact_that_is_text_on_one_line_must_be_answered(fact: str) -> None:
    assert rule_of("memory_write", fact, "pets") is None
    assert rule_of("write_fact", fact) is None


@pytest.mark.parametrize("query", ["Luna", "", '"', "x" * 10_000, "../../etc/passwd"])
def test_the_read_tools_answer_every_string(query: str) -> None:
    assert rule_of("memory_recall", query) is None
    assert rule_of("memory_recall", None, query) is None
    assert rule_of("session_search", query) is None
    assert rule_of("recall_image", query) is None
    assert rule_of("memory_recall", 42) == WRONG_TYPE


def test_delete_topic_may_refuse_only_a_name_of_no_topic_file() -> None:
    topics = frozenset({"pets"})
    assert rule_of("delete_topic", "pets", topics=topics) is None
    for name in ["../USER", "..", "Pets", "a" * 300, "work", ""]:
        assert rule_of("delete_topic", name, topics=topics) == NO_TOPIC_FILE, name


def test_remember_image_refuses_only_a_wrong_type() -> None:
    assert rule_of("remember_image", "attachment", "Alex", "a note", "banana") is None
    assert rule_of("remember_image", "../../x", "Alex", "a note", "person") is None
    assert rule_of("remember_image", 3, "Alex", "a note", "person") == WRONG_TYPE


def test_the_setting_up_methods_may_refuse_values_they_do_not_list() -> None:
    assert rule_of("begin_turn", "work") is None
    assert rule_of("begin_turn", "sleep") == UNDOCUMENTED_VALUE
    assert rule_of("set_user_name", "Alex", "settings") == UNDOCUMENTED_VALUE
    assert rule_of("put_user_file", "photo.png", "aGk=") is None
    for name in ["../photo.png", "a/b", ".", "", "x" * 256]:
        assert rule_of("put_user_file", name, "aGk=") == NO_PLAIN_FILE_NAME, name
    assert rule_of("script_collector_model", {"facts": ["Likes tea"]}) is None
    assert rule_of("script_collector_model", {"facts": "Likes tea"}) == NOT_A_SCRIPTED_ANSWER


def test_a_method_without_arguments_refuses_nothing() -> None:
    assert rule_of("facts_for_prompt") is None
    assert rule_of("memory_dir") is None


# --- World.attempt follows it ------------------------------------------------------------------


class FakeSystem:
    """A store of one file that raises where the test says."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.raises: Exception | None = None
        self.touches_the_store = False

    def memory_dir(self) -> str:
        return str(self.folder)

    def _maybe_raise(self) -> None:
        if self.touches_the_store:
            (self.folder / "topics").mkdir(parents=True, exist_ok=True)
            (self.folder / "topics" / "pets.md").write_text("# pets\n- changed\n", "utf-8")
        if self.raises is not None:
            raise self.raises

    def memory_write(self, fact: object, topic: object = None) -> str:
        del fact, topic
        self._maybe_raise()
        return "Saved."

    def memory_recall(self, query: object = None, topic: object = None) -> str:
        del query, topic
        self._maybe_raise()
        return "Nothing found."

    def delete_topic(self, slug: object) -> None:
        del slug
        self._maybe_raise()

    def close(self) -> None:
        pass


class FakeAdapter:
    def __init__(self, system: FakeSystem) -> None:
        self.opened = system

    def capabilities(self) -> list[str]:
        return ["facts", "prompt"]

    def open(self, spec: object) -> FakeSystem:
        del spec
        return self.opened


@pytest.fixture
def fake(tmp_path: Path) -> FakeSystem:
    folder = tmp_path / "memory"
    (folder / "topics").mkdir(parents=True)
    (folder / "topics" / "pets.md").write_text("# pets\n- Has a cat named Luna\n", "utf-8")
    return FakeSystem(folder)


def world_of(system: FakeSystem, tmp_path: Path) -> World:
    return World(FakeAdapter(system), tmp_path / "scratch")  # type: ignore[arg-type]


def test_an_error_where_the_contract_allows_one_is_kept_as_the_answer(
    fake: FakeSystem, tmp_path: Path
) -> None:
    world = world_of(fake, tmp_path)
    fake.raises = TypeError("fact must be a string, not int")
    world.attempt("memory_write", 42, "pets")
    assert isinstance(world.error, TypeError)
    assert world.breach is None
    world.raise_breach()  # nothing to raise


def test_an_error_where_the_contract_allows_none_is_a_breach_raised_once(
    fake: FakeSystem, tmp_path: Path
) -> None:
    world = world_of(fake, tmp_path)
    fake.raises = ValueError("cannot judge this query")
    world.attempt("memory_recall", "Luna")
    with pytest.raises(ContractBreach) as raised:
        world.raise_breach()
    message = str(raised.value)
    assert message.startswith("memory_recall('Luna') raised ValueError: cannot judge this query")
    assert "lets memory_recall refuse only an argument of a type the documents never mention" in (
        message
    )
    world.raise_breach()  # raised once only


def test_a_valid_slug_of_an_existing_topic_may_not_be_refused(
    fake: FakeSystem, tmp_path: Path
) -> None:
    world = world_of(fake, tmp_path)
    fake.raises = ValueError("not today")
    world.attempt("delete_topic", "work")  # no such topic file: allowed
    assert world.breach is None
    world.attempt("delete_topic", "pets")
    assert world.breach is not None
    assert "delete_topic('pets') raised ValueError: not today" in str(world.breach)


def test_an_allowed_refusal_that_changed_the_store_is_a_breach(
    fake: FakeSystem, tmp_path: Path
) -> None:
    world = world_of(fake, tmp_path)
    fake.raises = ValueError("a blank fact")
    fake.touches_the_store = True
    world.attempt("memory_write", "   ", "pets")
    assert world.breach is not None
    message = str(world.breach)
    assert "lets memory_write refuse its fact (a blank fact)" in message
    assert "memory folder: topics/pets.md" in message


def test_an_answer_is_kept_as_before(fake: FakeSystem, tmp_path: Path) -> None:
    world = world_of(fake, tmp_path)
    world.attempt("memory_write", "Has a dog", "pets")
    assert world.reply == "Saved."
    assert world.error is None
    assert world.breach is None


def test_an_error_of_another_kind_is_a_breach_even_where_a_refusal_is_allowed(
    fake: FakeSystem, tmp_path: Path
) -> None:
    """Node's ENAMETOOLONG for a slug too long for a file name: it names no topic file, so a
    ValueError would have been a refusal; the file system's own error is a failure."""
    world = world_of(fake, tmp_path)
    fake.raises = OSError(36, "File name too long")
    world.attempt("delete_topic", "a" * 300)
    assert world.breach is not None
    message = str(world.breach)
    assert message.startswith("delete_topic('aaaa")
    assert "raised OSError: [Errno 36] File name too long" in message
    assert "only a TypeError or a ValueError is a refusal" in message


def test_a_transport_error_is_never_judged(fake: FakeSystem, tmp_path: Path) -> None:
    world = world_of(fake, tmp_path)
    fake.raises = TransportError("the implementation's process exited (status 1)")
    with pytest.raises(TransportError):
        world.attempt("memory_recall", "Luna")
    assert world.breach is None


@pytest.mark.runs_the_kit
def test_a_forbidden_error_fails_the_clause_of_the_step_that_checks_the_answer(
    tmp_path: Path,
) -> None:
    """A Spanish fact answered with a ValueError: in the scenarios tagged WRITE-2 and WRITE-5,
    the failure is the reply's clause (WRITE-2) alone, charged at the step that checks the reply;
    the store was left as it was, which that scenario's WRITE-5 step would have found."""
    report = tmp_path / "report.json"
    completed = subprocess.run(
        [sys.executable, "-m", "kotoba_conformance", "run", "--adapter",
         "tests.support.adapters:RaisesOnSpanish", "--clause", "WRITE-2", "--json", str(report)],
        capture_output=True, text=True, cwd=ROOT, timeout=600, check=False,
    )  # fmt: skip
    assert completed.returncode == 1, completed.stdout[-3000:]
    scenarios = json.loads(report.read_text(encoding="utf-8"))["scenarios"]
    documented = next(
        s for s in scenarios if s["scenario"].endswith("The documented Spanish fact is refused")
    )
    assert documented["clauses"] == ["WRITE-2", "WRITE-5"]
    assert documented["outcome"] == "failed"
    assert documented["charged"] == ["WRITE-2"]
    assert documented["failure"]["step"] == "Then the reply starts with:"
    assert "memory_write('Tiene un perro llamado Luna') raised ValueError" in completed.stdout
