"""Steps for recall.feature: search, reading a topic, listing, and the jail (RECALL-1..RECALL-5).

Recall's wording is not specified, so every check is about facts appearing verbatim in the reply,
not appearing, or appearing before another one.
"""

from __future__ import annotations

import unicodedata

from pytest_bdd import given, parsers, scenarios, then, when

from kotoba_conformance.contract.locations import feature
from kotoba_conformance.steps.support import store_files
from kotoba_conformance.steps.support.invented_facts import distinct_facts, numbered_facts
from kotoba_conformance.steps.support.world import World, table_column

scenarios(feature("recall.feature"))


def replied(world: World) -> str:
    assert world.error is None, f"recall raised {type(world.error).__name__}: {world.error}"
    return world.reply


# --- Given -------------------------------------------------------------------------------------


@given(parsers.parse('the user has added the bullet "{fact}" to the topic file "{slug}" by hand'))
def hand_added_bullet(world: World, fact: str, slug: str) -> None:
    store_files.append_line(store_files.topic_file(world.memory_dir, slug), f"- {fact}")


@given("every file on the user's machine has been noted down")
def machine_noted(world: World) -> None:
    world.remember_machine()


# --- When --------------------------------------------------------------------------------------


@when(parsers.parse('the model reads the topic "{topic}" from memory'))
def model_reads_topic(world: World, topic: str) -> None:
    """`{memory folder}` in a name stands for the memory folder's path (`World.expand`)."""
    topic = world.expand(topic)
    world.attempt("memory_recall", None, topic)


@when("the model asks memory for its list of topics")
def model_lists_topics(world: World) -> None:
    world.attempt("memory_recall")


# --- Then --------------------------------------------------------------------------------------


@then("no file or folder on the user's machine has been created, changed or deleted")
def machine_unchanged(world: World) -> None:
    """Read-only: not even an empty folder made ready for a later write."""
    changed = world.machine_changes(folders=True)
    assert not changed, f"files or folders created, changed or deleted: {changed}"


@then("the reply names each of these topics:")
def reply_names_topics(world: World, datatable: list[list[str]]) -> None:
    reply = replied(world)
    missing = [topic for topic in table_column(datatable) if topic not in reply]
    assert not missing, f"the reply names none of {missing}:\n{reply}"


@then("the reply lists these facts, in this order:")
def reply_ranks(world: World, datatable: list[list[str]]) -> None:
    """Every fact shown, each first shown after the one above it in the table."""
    reply = replied(world)
    facts = table_column(datatable)
    missing = [fact for fact in facts if fact not in reply]
    assert not missing, f"the reply does not show {missing}:\n{reply}"
    positions = [reply.index(fact) for fact in facts]
    assert positions == sorted(positions), f"the reply lists them in another order:\n{reply}"


@then("the reply contains none of these facts:")
def reply_lacks_all(world: World, datatable: list[list[str]]) -> None:
    reply = replied(world)
    shown = [fact for fact in table_column(datatable) if fact in reply]
    assert not shown, f"the reply shows {shown}:\n{reply}"


@then(parsers.parse("the reply contains each of unrelated facts {first:d} to {last:d}"))
def reply_has_numbered(world: World, first: int, last: int) -> None:
    reply = replied(world)
    missing = [fact for fact in numbered_facts(first, last) if fact not in reply]
    assert not missing, f"the reply lacks {missing}:\n{reply}"


@then(parsers.parse("the reply shows at least {least:d} and at most {most:d} of these facts:"))
def reply_shows_between(world: World, least: int, most: int, datatable: list[list[str]]) -> None:
    reply = replied(world)
    shown = [fact for fact in table_column(datatable) if fact in reply]
    assert least <= len(shown) <= most, f"the reply shows {len(shown)} of them: {shown}\n{reply}"


@then(parsers.parse('reading the topic "{topic}" finds "{fact}"'))
def reading_finds(world: World, topic: str, fact: str) -> None:
    reply = world.system.memory_recall(None, topic)
    assert fact in reply, f"reading {topic!r} did not show {fact!r}; the reply was:\n{reply}"


# --- Many facts sharing one word, and accents composed or not -------------------------------------


@given(
    parsers.parse(
        '{count:d} unrelated facts that each end with the word "{word}" are stored under '
        'topic "{topic}"'
    )
)
def unrelated_ending_with(world: World, count: int, word: str, topic: str) -> None:
    """Invented facts (R14) that share one last word, so one search matches them all."""
    facts = [f"{fact} {word}" for fact in distinct_facts(count)]
    for fact in facts:
        world.store(fact, topic)
    world.recall.ending_with[word] = facts


@then("memory answers without an error")
def memory_answers(world: World) -> None:
    replied(world)


@then(parsers.parse('the reply contains at least one of the facts that end with "{word}"'))
def reply_has_one_ending_with(world: World, word: str) -> None:
    reply = replied(world)
    facts = world.recall.ending_with[word]
    assert any(fact in reply for fact in facts), f"none of them is in the reply:\n{reply}"


@then(parsers.parse('the reply contains "{text}", composed or as written'))
def reply_contains_composed(world: World, text: str) -> None:
    """A store may keep a fact's accents as combining marks or compose them (NFC): the
    documents say neither, so the reply is read in both forms."""
    composed = unicodedata.normalize("NFC", world.reply)
    found = text in world.reply or unicodedata.normalize("NFC", text) in composed
    assert found, f"the reply does not contain {text!r}; it was:\n{world.reply}"
