"""Fixtures and the steps every feature shares: opening a store, writing facts, and checking
replies and files. Each step calls the adapter (or reads the documented files) and asserts."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, cast

import pytest
from pytest_bdd import given, parsers, then, when
from pytest_bdd.parser import Step

from kotoba_conformance.contract.adapter import Adapter, SessionSearchSystem, TurnMode
from kotoba_conformance.steps.support import (
    database_files,
    escapes,
    step_lookup,
    store_files,
    visual_state,
)
from kotoba_conformance.steps.support.expect import expect_lines, expect_starts_with
from kotoba_conformance.steps.support.invented_facts import numbered_facts
from kotoba_conformance.steps.support.verdicts import checks
from kotoba_conformance.steps.support.world import World, table_column


@pytest.fixture
def world(kotoba_adapter: Adapter, tmp_path: Path) -> Iterator[World]:
    scenario_world = World(kotoba_adapter, tmp_path)
    yield scenario_world
    scenario_world.close()
    scenario_world.raise_breach()  # a breach the scenario's last step met, with no step after


# --- Escapes (a pasted counterexample, `steps/support/escapes.py`) -----------------------------

WRITTEN_WITH_ESCAPES = pytest.StashKey[bool]()


@given(escapes.STEP)
def written_with_escapes(request: pytest.FixtureRequest) -> None:
    """From here on, this scenario's step arguments are read with escapes (`\\x85`, `\\n` ...)."""
    request.node.stash[WRITTEN_WITH_ESCAPES] = True


def pytest_bdd_before_step_call(
    request: pytest.FixtureRequest,
    step: Step,
    step_func: Callable[..., Any],
    step_func_args: dict[str, Any],
) -> None:
    """A breach of the error contract the step before met is raised here, as this step's
    failure, so it is charged to the clause this step checks (`World.attempt`). In a scenario
    written with escapes, the arguments a step reads from its text (not the fixtures it asks
    for), its doc string and its table cells are unescaped before it runs."""
    if "world" in request.fixturenames:
        cast(World, request.getfixturevalue("world")).raise_breach()
    if not request.node.stash.get(WRITTEN_WITH_ESCAPES, False):
        return
    parsed = step_lookup.arguments_parsed_from(step_func, step.name)
    for name, value in step_func_args.items():
        if isinstance(value, str) and (name in parsed or name == "docstring"):
            step_func_args[name] = escapes.unescaped(value)
        elif name == "datatable" and isinstance(value, list):
            step_func_args[name] = [[escapes.unescaped(cell) for cell in row] for row in value]


# --- Given -------------------------------------------------------------------------------------


@given("an empty memory store")
def empty_store(world: World) -> None:
    assert world.system is not None


@given(parsers.parse('the store holds the fact "{fact}" under topic "{topic}"'))
def store_holds(world: World, fact: str, topic: str) -> None:
    world.store(fact, topic)


@given("the store holds these facts:")
def store_holds_table(world: World, datatable: list[list[str]]) -> None:
    header, *rows = datatable
    for row in rows:
        record = dict(zip(header, row, strict=True))
        world.store(record["fact"], record["topic"])


@given(parsers.parse('{count:d} unrelated facts are stored under topic "{topic}"'))
def many_stored(world: World, count: int, topic: str) -> None:
    world.store_unrelated(count, topic)


@given("unrelated facts are stored in these topics:")
def unrelated_in_topics(world: World, datatable: list[list[str]]) -> None:
    """Invented facts numbered on across the rows, in table order (R14)."""
    for topic, count in datatable[1:]:
        world.store_unrelated(int(count), topic)


@given(parsers.parse('the user has said "{content}"'))
def user_has_said(world: World, content: str) -> None:
    """One user turn in the conversation log (capability session-search)."""
    cast(SessionSearchSystem, world.system).insert_turn("user", content)


@given(
    parsers.parse(
        'a file "{name}" holding "{line}" sits in the memory folder and in every folder above it'
    )
)
def planted_files(world: World, name: str, line: str) -> None:
    """In the memory folder and each folder above it, up to the scenario's scratch root; their
    paths are kept in `world.editing.planted`."""
    root = world.root.resolve()
    folder = world.memory_dir.resolve()
    assert folder.is_relative_to(root), f"the memory folder {folder} is outside {root}"
    planted = world.editing.planted
    while True:
        folder.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(f"# {name}\n\n{line}\n", encoding="utf-8")
        planted.append(folder / name)
        if folder == root:
            break
        folder = folder.parent


# --- When --------------------------------------------------------------------------------------


@when(parsers.re(r'the model writes the fact "(?P<fact>[^"]*)"'))
def model_writes(world: World, fact: str) -> None:
    world.remember_files()
    world.attempt("memory_write", fact)


@when(parsers.re(r'the model writes the fact "(?P<fact>[^"]*)" under topic "(?P<topic>[^"]*)"'))
def model_writes_under(world: World, fact: str, topic: str) -> None:
    world.remember_files()
    world.attempt("memory_write", fact, topic)


@when(parsers.parse('the store writes the fact "{fact}" under topic "{topic}"'))
def store_writes(world: World, fact: str, topic: str) -> None:
    world.remember_files()
    world.attempt("write_fact", fact, topic)


@when(parsers.parse('the user adds the bullet "{fact}" to the topic file "{slug}" by hand'))
def hand_adds_bullet(world: World, fact: str, slug: str) -> None:
    store_files.append_line(store_files.topic_file(world.memory_dir, slug), f"- {fact}")


@when(parsers.parse('the user deletes the bullet "{fact}" from the topic file "{slug}" by hand'))
def hand_deletes_bullet(world: World, fact: str, slug: str) -> None:
    store_files.remove_line(store_files.topic_file(world.memory_dir, slug), f"- {fact}")


@when(parsers.parse('the user adds "{fact}" under Recent by hand'))
def hand_adds_recent(world: World, fact: str) -> None:
    store_files.add_recent_line(world.memory_dir, fact)


@when(parsers.parse('the user creates the topic file "{slug}" by hand, holding:'))
def hand_creates_topic(world: World, slug: str, docstring: str) -> None:
    store_files.topic_file(world.memory_dir, slug).write_text(docstring + "\n", encoding="utf-8")


@when(parsers.parse('the user deletes the bullet "{fact}" from Recent by hand'))
def hand_deletes_recent(world: World, fact: str) -> None:
    """Every `- fact` line of USER.md removed (the fact stays in its topic file)."""
    store_files.remove_line(world.memory_dir / store_files.USER_MD, f"- {fact}")


@when("the user saves every file of the memory store again with CR LF line endings")
def hand_resaves_crlf(world: World) -> None:
    saved = store_files.resave_with_crlf(world.memory_dir)
    assert store_files.USER_MD in saved, f"no USER.md to save again; saved {saved}"


@when("the user saves every file of the memory store again with CR line endings")
def hand_resaves_cr(world: World) -> None:
    """CR alone ends each line (old Mac editors do): a generated program's optional step."""
    saved = store_files.resave_with(world.memory_dir, "\r")
    assert store_files.USER_MD in saved, f"no USER.md to save again; saved {saved}"


@when(parsers.parse('the model searches memory for "{query}"'))
def model_searches(world: World, query: str) -> None:
    world.attempt("memory_recall", query)


@when("the system restarts")
def restarts(world: World) -> None:
    world.restart()


# --- Then --------------------------------------------------------------------------------------


def answered(world: World) -> None:
    """The last action returned rather than raising."""
    assert world.error is None, f"it raised {type(world.error).__name__}: {world.error}"


@then("the reply starts with:")
@checks("WRITE-2", "WRITE-4")
def reply_starts_with(world: World, docstring: str) -> None:
    answered(world)
    expect_starts_with(world.reply, docstring, "the reply")


@then(parsers.parse('the reply contains "{text}"'))
@checks("WRITE-7")
def reply_contains(world: World, text: str) -> None:
    assert text in world.reply, f"the reply was:\n{world.reply}"


@then(parsers.parse('the reply does not contain "{text}"'))
def reply_lacks(world: World, text: str) -> None:
    assert text not in world.reply, f"the reply was:\n{world.reply}"


@then("the result is:")
def result_is(world: World, docstring: str) -> None:
    """The documented keys compared exactly; keys beyond them are an implementation's own."""
    answered(world)
    expected = json.loads(docstring)
    result = world.result
    assert result is not None, f"the store function returned {world.answer!r}, not a dict"
    documented = {key: result.get(key, "<missing>") for key in expected}
    assert documented == expected, f"the result was {result}"


@then("no file in the memory store has changed")
@checks("WRITE-5")
def nothing_changed(world: World) -> None:
    after = store_files.snapshot(world.memory_dir)
    assert after == world.before, f"files changed: {store_files.changed_files(world.before, after)}"


@then(parsers.parse('a search for "{query}" finds "{fact}"'))
def search_finds(world: World, query: str, fact: str) -> None:
    reply = world.system.memory_recall(query)
    assert fact in reply, f"a search for {query!r} did not find {fact!r}; the reply was:\n{reply}"


@then(parsers.parse('a search for "{query}" does not find "{text}"'))
def search_misses(world: World, query: str, text: str) -> None:
    reply = world.system.memory_recall(query)
    assert text not in reply, f"a search for {query!r} found {text!r}; the reply was:\n{reply}"


@then("the Recent section lists exactly:")
def recent_exactly(world: World, datatable: list[list[str]]) -> None:
    """These facts, each once, in any order: which facts Recent holds is stated, the order it
    lists them in is not (R4)."""
    listed = store_files.recent(world.memory_dir)
    expect_lines(sorted(listed), sorted(table_column(datatable)), "## Recent, sorted")


@then(parsers.parse('the Recent section lists "{fact}" and unrelated facts {first:d} to {last:d}'))
@checks("STORE-2")
def recent_fact_and_numbered(world: World, fact: str, first: int, last: int) -> None:
    """That fact and those invented ones, each once, in any order (R4)."""
    listed = store_files.recent(world.memory_dir)
    expected = [fact, *numbered_facts(first, last)]
    assert sorted(listed) == sorted(expected), f"## Recent lists {listed}"


@then("the Recent section lists, oldest first:")
def recent_oldest_first(world: World, datatable: list[list[str]]) -> None:
    """The documents' example order, the suite's reading (R4): optional scenarios only."""
    expect_lines(store_files.recent(world.memory_dir), table_column(datatable), "## Recent")


@then("the Topics section lists exactly these lines:")
def topics_exactly(world: World, datatable: list[list[str]]) -> None:
    """One line per topic, compared as a set: the order of Topics lines is not specified (R4)."""
    lines = store_files.topic_lines(world.memory_dir)
    assert sorted(lines) == sorted(table_column(datatable)), "## Topics lists:\n" + "\n".join(lines)


@then(parsers.parse('a search of past conversations for "{query}" finds "{content}"'))
def conversation_search_finds(world: World, query: str, content: str) -> None:
    hits = cast(SessionSearchSystem, world.system).session_search(query)
    assert content in [hit["content"] for hit in hits], f"the search found {hits}"


@then(parsers.parse('topic "{slug}" holds the fact "{fact}"'))
def topic_holds(world: World, slug: str, fact: str) -> None:
    facts = store_files.topic_facts(world.memory_dir, slug)
    assert fact in facts, f"topics/{slug}.md holds {facts}"


@then(parsers.parse('topic "{slug}" holds exactly these facts:'))
def topic_holds_exactly(world: World, slug: str, datatable: list[list[str]]) -> None:
    facts = store_files.topic_facts(world.memory_dir, slug)
    expect_lines(facts, table_column(datatable), f"the facts of topics/{slug}.md")


@then(parsers.parse('there is no topic file "{slug}"'))
def no_topic_file(world: World, slug: str) -> None:
    assert not store_files.topic_file(world.memory_dir, slug).exists()


@then("every file in the memory store reads as its documented shape")
def store_well_shaped(world: World) -> None:
    """USER.md and each topic file are UTF-8 text of their documented shape, their lines ended
    where Markdown ends them (`store_files.misshapen_store`): what the fuzz mode checks."""
    why = store_files.misshapen_store(world.memory_dir)
    assert why is None, why


@then(parsers.parse('no file in the memory store contains "{text}"'))
@checks("WRITE-5", "WRITE-7", "EDIT-4")
def nowhere(world: World, text: str) -> None:
    holders = store_files.files_containing(world.memory_dir, text)
    assert not holders, f"{text!r} is still in {holders}"


# --- Images (capability `visual`: visual.feature and image_urls.feature) -----------------------


@given(parsers.parse("the user is in a turn in {mode} mode"))
def turn_in_mode(world: World, mode: str) -> None:
    assert mode in ("voice", "work"), mode
    visual_state.visual(world).begin_turn(cast(TurnMode, mode))


@then("the reply says the image is kept")
def image_kept(world: World) -> None:
    answered(world)
    answer = visual_state.remembered(world)
    assert answer is not None, f"the answer was {world.answer!r}"
    assert answer["kept"], f"the answer was {answer!r}"
    assert answer["id"], f"a kept image has an id; the answer was {answer!r}"


@then("the reply says the image is not kept")
def image_not_kept(world: World) -> None:
    answer = visual_state.remembered(world)
    assert world.error is None, f"a refusal is a reply; it raised {world.error!r}"
    assert answer is not None, f"the answer was {world.answer!r}"
    assert not answer["kept"], f"the answer was {answer!r}"


@then(parsers.parse('recalling "{query}" attaches the image kept about "{about}"'))
def recall_attaches(world: World, query: str, about: str) -> None:
    attached = visual_state.recall(world, query)["attached"]
    assert visual_state.kept_id(world, about) in attached, f"recalling attached {attached}"


@then(parsers.re(r'recalling "(?P<query>[^"]*)" attaches exactly (?P<count>\d+) images?'))
def recall_attaches_count(world: World, query: str, count: str) -> None:
    attached = visual_state.recall(world, query)["attached"]
    assert len(attached) == int(count), f"recalling {query!r} attached {attached}"


@then(parsers.parse('"{first}" and "{second}" are NULL in every row of the turns table'))
def null_everywhere(world: World, first: str, second: str) -> None:
    """Every row: those the scenario inserted and those its replies logged (session_search and
    collector features both ask)."""
    path = Path(cast(SessionSearchSystem, world.system).database_path())
    assert len(database_files.rows(path, "turns")) >= len(world.log.turns)
    for column in (first, second):
        assert database_files.count_not_null(path, "turns", column) == 0, f"{column} is set"


@when(parsers.parse('the user deletes the topic file "{slug}" by hand'))
def hand_deletes_topic_file(world: World, slug: str) -> None:
    """Shared: editing and recall both delete a topic file by hand."""
    store_files.topic_file(world.memory_dir, slug).unlink()
