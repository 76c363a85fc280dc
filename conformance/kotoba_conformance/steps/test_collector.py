"""Steps for the background collector (features/collector.feature).

The collector's model is scripted: each Given hands the system the answer its model gives, and
the Thens read what the system then kept and the prompt it sent. "Has finished" waits for the
background passes through the adapter, never by sleeping."""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path
from typing import cast

from pytest_bdd import given, parsers, scenarios, then, when

from kotoba_conformance.contract.adapter import (
    CollectorSystem,
    DatabaseSystem,
    ProfileSystem,
    ScriptedExtraction,
    SessionSearchSystem,
)
from kotoba_conformance.contract.locations import feature
from kotoba_conformance.steps.support import collector_prompt, database_files, store_files
from kotoba_conformance.steps.support.invented_facts import numbered_facts
from kotoba_conformance.steps.support.verdicts import checks
from kotoba_conformance.steps.support.world import World, table_column

scenarios(feature("collector.feature"))

SETTLE_TIMEOUT_SECONDS = 60.0
HER_NAME = "{her name}"
"""Stands, in a message, for the companion's current name."""

JUNK_NAMES = {
    "without a letter": "1234 5678",
    "bracketed": "[new name]",
    "absurdly long": "Mika" * 50,
}


def collector(world: World) -> CollectorSystem:
    return cast(CollectorSystem, world.system)


def script(world: World, answer: ScriptedExtraction) -> None:
    collector(world).script_collector_model(answer)
    world.collector.companion_name_before = collector(world).companion_name()


def stored_facts(world: World) -> list[str]:
    """Every fact in every topic file."""
    return [f for facts in store_files.all_topic_facts(world.memory_dir).values() for f in facts]


def last_prompt(world: World) -> str:
    prompts = collector(world).collector_prompts()
    assert prompts, "the collector sent its model no prompt"
    return prompts[-1]


# --- Given -------------------------------------------------------------------------------------


@given("the collector's model answers with the facts:")
def answers_facts(world: World, datatable: list[list[str]]) -> None:
    script(world, {"facts": table_column(datatable)})


@given("the collector's model answers:")
def answers_as_written(world: World, docstring: str) -> None:
    """The model's whole answer, as the JSON text the fuzz mode scripted: any shape at all."""
    script(world, json.loads(docstring))


@given("the collector's model answers with no facts")
@given("the collector's model answers with no renaming")
def answers_nothing(world: World) -> None:
    script(world, {"facts": [], "user_name": None, "companion_name": None})


@given(
    parsers.parse(
        'the collector\'s model takes {seconds:d} seconds to answer with the fact "{fact}"'
    )
)
def answers_slowly(world: World, seconds: int, fact: str) -> None:
    script(world, {"facts": [fact], "delay_seconds": float(seconds)})


@given(parsers.re(r"the collector's model answers with the user's name \"(?P<name>[^\"]*)\""))
def answers_user_name(world: World, name: str) -> None:
    script(world, {"facts": [], "user_name": name})


@given(parsers.parse("the collector's model answers with the companion's name \"{name}\""))
def answers_companion_name(world: World, name: str) -> None:
    script(world, {"facts": [], "companion_name": name})


@given(parsers.parse("the collector's model answers with a renaming to a name that is {junk}"))
def answers_junk_name(world: World, junk: str) -> None:
    script(world, {"facts": [], "companion_name": JUNK_NAMES[junk]})


@given(parsers.parse('the user\'s name is "{name}"'))
def user_name_is(world: World, name: str) -> None:
    cast(ProfileSystem, world.system).set_user_name(name, "setup")


@given(parsers.parse('the collector has renamed her "{name}"'))
def renamed_by_collector(world: World, name: str) -> None:
    """The user renamed her, the model returned the renaming, and its pass has finished."""
    answers_companion_name(world, name)
    user_says(world, f"From now on your name is {name}")
    collector_finished(world)
    assert collector(world).companion_name() == name, "the collector did not rename her"


# --- When --------------------------------------------------------------------------------------


@when(parsers.parse('the user says "{message}"'))
def user_says(world: World, message: str) -> None:
    world.remember_files()
    message = message.replace(HER_NAME, collector(world).companion_name())
    world.reply = collector(world).reply_to(message)
    world.collector.messages.append(message)
    world.collector.replies.append(world.reply)
    world.collector.held_right_after_the_reply = stored_facts(world)


@when("the collector has finished")
def collector_finished(world: World) -> None:
    settled = collector(world).settle_collector(SETTLE_TIMEOUT_SECONDS)
    assert settled, f"the collector had not finished after {SETTLE_TIMEOUT_SECONDS} seconds"


# --- Then --------------------------------------------------------------------------------------


@then(parsers.parse('the store holds the fact "{fact}"'))
def store_holds(world: World, fact: str) -> None:
    facts = stored_facts(world)
    assert fact in facts, f"the topic files hold {facts}"


@then(parsers.parse('the reply has arrived before the store holds "{fact}"'))
def reply_first(world: World, fact: str) -> None:
    held = world.collector.held_right_after_the_reply
    assert fact not in held, "the fact was stored before the reply returned: the reply waited"


@then(parsers.parse("the collector has sent {count:d} prompts"))
def prompt_count(world: World, count: int) -> None:
    assert len(collector(world).collector_prompts()) == count


@then("each message the user said is carried by a prompt of its own")
def each_message_has_its_prompt(world: World) -> None:
    """The passes are fire-and-forget: the documents promise no order in which they finish, so
    the prompts are matched to the messages, not read in order."""
    prompts = collector(world).collector_prompts()
    messages = world.collector.messages
    matched = any(
        all(m in p for m, p in zip(messages, chosen, strict=False))
        for chosen in itertools.permutations(prompts, len(messages))
    )
    shown = "\n---\n".join(prompts)
    assert matched, f"no prompt of its own for each of {messages}; the prompts were:\n{shown}"


@then(parsers.parse('the last prompt the collector sent contains "{text}"'))
def prompt_contains(world: World, text: str) -> None:
    prompt = last_prompt(world)
    assert text in prompt, f"the prompt was:\n{prompt}"


@then("the last prompt the collector sent states a horizon of about a week")
def prompt_horizon(world: World) -> None:
    prompt = last_prompt(world)
    assert collector_prompt.states_a_week(prompt), f"no horizon of a week in the prompt:\n{prompt}"


@then("the last prompt the collector sent forbids extracting each of:")
def prompt_never_items(world: World, datatable: list[list[str]]) -> None:
    prompt = last_prompt(world)
    missing = collector_prompt.never_items_missing(prompt, table_column(datatable))
    assert not missing, f"the prompt does not name {missing}:\n{prompt}"


@then("every prompt the collector sent forbids extracting each of:")
def every_prompt_never_items(world: World, datatable: list[list[str]]) -> None:
    prompts = collector(world).collector_prompts()
    assert prompts, "the collector sent its model no prompt"
    for prompt in prompts:
        missing = collector_prompt.never_items_missing(prompt, table_column(datatable))
        assert not missing, f"a prompt does not name {missing}:\n{prompt}"


@then(parsers.parse('the user\'s name in the profile is "{name}"'))
def profile_name(world: World, name: str) -> None:
    path = Path(cast(ProfileSystem, world.system).database_path())
    rows = database_files.rows(path, "user_profile")
    assert database_files.profile_holds(path, "name", name), f"user_profile holds {rows}"


@then(parsers.parse('the companion\'s name is "{name}"'))
def companion_is(world: World, name: str) -> None:
    assert collector(world).companion_name() == name


@then("the companion's name is what it was")
def companion_unchanged(world: World) -> None:
    assert collector(world).companion_name() == world.collector.companion_name_before


# --- The companion's name, the moment after the reply, the log and the collector's prompt ---------

GLANCE_SECONDS = 0.1
"""How long "a moment after the reply" waits for the collector: far less than the slow model."""


@given(parsers.parse("the collector's model answers with only the companion's name \"{name}\""))
def answers_only_companion_name(world: World, name: str) -> None:
    script(world, {"companion_name": name})


@then("the collector has not finished a tenth of a second later")
def collector_still_running(world: World) -> None:
    settled = collector(world).settle_collector(GLANCE_SECONDS)
    assert not settled, "the collector reported its pass finished before its model could answer"


@then(parsers.parse('the conversation log holds "{content}" said by the {role}'))
def log_holds(world: World, content: str, role: str) -> None:
    turns = logged_turns(world)
    assert any(role in row and content in row for row in turns), f"the turns table holds {turns}"


@then("the conversation log holds her reply, said by the assistant")
def log_holds_reply(world: World) -> None:
    log_holds(world, world.reply, "assistant")


@then(parsers.parse('the last prompt the collector sent carries the fact "{fact}" whole'))
def prompt_carries_whole(world: World, fact: str) -> None:
    prompt = last_prompt(world)
    whole = re.compile(rf"(?<!\w){re.escape(fact)}(?!\w)")
    assert whole.search(prompt), f"the prompt does not carry {fact!r} on its own:\n{prompt}"


def logged_turns(world: World) -> list[tuple[object, ...]]:
    """The rows of the conversation log's turns table, read from the database file."""
    path = Path(cast(DatabaseSystem, world.system).database_path())
    return database_files.rows(path, "turns")


@then(
    parsers.parse(
        "the last prompt the collector sent carries unrelated facts {first:d} to {last:d}"
    )
)
@checks("COL-3")
def prompt_carries_numbered(world: World, first: int, last: int) -> None:
    prompt = last_prompt(world)
    missing = [fact for fact in numbered_facts(first, last) if fact not in prompt]
    assert not missing, f"the prompt leaves out {len(missing)} stored facts, {missing[0]!r} first"


# --- What the conversation log may hold: only what was said ---------------------------------------


def what_was_said(world: World) -> set[tuple[str, str]]:
    """Every turn of this conversation as (role, content): the user's messages and her replies."""
    said = {("user", message) for message in world.collector.messages}
    return said | {("assistant", reply) for reply in world.collector.replies}


@then("every turn of the conversation log is a message the user said or her reply")
def log_holds_only_words(world: World) -> None:
    path = Path(cast(DatabaseSystem, world.system).database_path())
    other = [turn for turn in database_files.turns(path) if turn not in what_was_said(world)]
    assert not other, f"the conversation log holds turns nobody said: {other}"


@then(parsers.parse('a search of past conversations for "{query}" finds nothing but what was said'))
def search_finds_only_words(world: World, query: str) -> None:
    hits = cast(SessionSearchSystem, world.system).session_search(query)
    other = [h for h in hits if (h["role"], h["content"]) not in what_was_said(world)]
    assert not other, f"the search for {query!r} finds turns nobody said: {other}"
