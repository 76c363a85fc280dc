"""Steps for `corrections.feature`: duplicates, corrections, and the guards that keep facts.

The shared steps (writing a fact, the reply, the files) live in `conftest.py`; these are the ones
only this feature needs."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytest_bdd import given, parsers, scenarios, then, when

from kotoba_conformance.contract.adapter import Adapter, WriteResult
from kotoba_conformance.contract.locations import feature
from kotoba_conformance.steps.support import store_files
from kotoba_conformance.steps.support.verdicts import checks
from kotoba_conformance.steps.support.world import World

scenarios(feature("corrections.feature"))

SPACINGS = {
    "runs of spaces between words": lambda words: "   ".join(words.split()),
    "a tab between words": lambda words: "\t".join(words.split()),
    "spaces before and after it": lambda words: f"  {words}   ",
}
"""Ways to send a fact that differ from it only in what collapsing whitespace removes."""


@pytest.fixture
def copies() -> Iterator[list[World]]:
    """Second installs a scenario sets up beside its own, closed when it ends."""
    opened: list[World] = []
    yield opened
    for copy in opened:
        copy.close()


def result_of(world: World) -> WriteResult:
    assert world.error is None, (
        f"expected a result, got {type(world.error).__name__}: {world.error}"
    )
    assert world.result is not None, "the store function returned no result"
    return world.result


def stored_facts(world: World) -> list[str]:
    """Every fact in every topic file, as many times as it is there."""
    return [
        fact for facts in store_files.all_topic_facts(world.memory_dir).values() for fact in facts
    ]


# --- Given -------------------------------------------------------------------------------------


@given(parsers.parse('the user has added the fact "{fact}" by hand to topic "{slug}"'))
def added_by_hand(world: World, fact: str, slug: str) -> None:
    path = store_files.topic_file(world.memory_dir, slug)
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(f"# {slug}\n\n", encoding="utf-8")
    store_files.append_line(path, f"- {fact}")


@given("a copy of the memory store is set aside")
def copy_set_aside(
    world: World, kotoba_adapter: Adapter, tmp_path: Path, copies: list[World]
) -> None:
    copy = World(kotoba_adapter, tmp_path / "copy")
    copies.append(copy)
    target = copy.memory_dir
    for name, data in store_files.snapshot(world.memory_dir).items():
        (target / name).parent.mkdir(parents=True, exist_ok=True)
        (target / name).write_bytes(data)
    copy.restart()  # the copy is read from its files, as a freshly started install reads them
    world.corrections.copy = copy


# --- When --------------------------------------------------------------------------------------


@when(parsers.parse('the store writes the fact "{fact}" under topic "{topic}" on the copy'))
def store_writes_on_copy(world: World, fact: str, topic: str) -> None:
    copy = world.corrections.copy
    assert copy is not None, "no copy of the store was made"
    world.result = copy.system.write_fact(fact, topic)


@when(
    parsers.re(
        r'the (?P<writer>model|store) writes "(?P<words>[^"]+)" under topic "(?P<topic>[^"]+)" '
        r"with (?P<spacing>.+)"
    )
)
def writes_spaced(world: World, writer: str, words: str, topic: str, spacing: str) -> None:
    world.remember_files()
    action = "memory_write" if writer == "model" else "write_fact"
    world.attempt(action, SPACINGS[spacing](words), topic)


# --- Then --------------------------------------------------------------------------------------


@then(parsers.parse('the result says the fact was not written, as a duplicate of "{fact}"'))
def result_duplicate(world: World, fact: str) -> None:
    result = result_of(world)
    assert result["written"] is False, result
    assert result["duplicate_of"] == fact, result


@then("the result says the fact was written and is no duplicate")
def result_not_duplicate(world: World) -> None:
    result = result_of(world)
    assert result["written"] is True, result
    assert result["duplicate_of"] is None, result


@then(parsers.parse('the result retires "{fact}"'))
@checks("WRITE-7")
def result_retires(world: World, fact: str) -> None:
    result = result_of(world)
    assert result["written"] is True, result
    assert fact in result["retired"], result


@then("the result retires nothing")
def result_retires_nothing(world: World) -> None:
    result = result_of(world)
    assert result["retired"] == [], result


@then("every fact the result lists as retired is gone from every file")
@checks("WRITE-7", "EDIT-4")
def retired_gone(world: World) -> None:
    result = result_of(world)
    remaining = stored_facts(world) + store_files.recent(world.memory_dir)
    kept = [fact for fact in result["retired"] if fact in remaining]
    assert not kept, f"listed as retired but still in the store: {kept}"


@then("every fact the result lists as still contradicting is still stored")
@checks("WRITE-9")
def conflicts_kept(world: World) -> None:
    result = result_of(world)
    stored = stored_facts(world)
    missing = [fact for fact in result["conflicts"] if fact not in stored]
    assert not missing, f"listed as still contradicting but gone from every topic file: {missing}"


@then("no fact is listed both as retired and as still contradicting")
@checks("WRITE-7")
def retired_and_conflicts_disjoint(world: World) -> None:
    result = result_of(world)
    both = set(result["retired"]) & set(result["conflicts"])
    assert not both, f"listed as both retired and still contradicting: {sorted(both)}"


@then("the reply quotes every fact the result lists as retired or as still contradicting")
def reply_quotes_result(world: World) -> None:
    result = result_of(world)
    unquoted = [fact for fact in result["retired"] + result["conflicts"] if fact not in world.reply]
    assert not unquoted, f"the reply leaves out {unquoted}; it was:\n{world.reply}"
    before = {
        fact
        for name, data in world.before.items()
        if name.startswith(f"{store_files.TOPICS}/")
        for fact in store_files.bullets(data.decode("utf-8"))
    }
    removed = sorted(before - set(stored_facts(world)))
    unquoted = [fact for fact in removed if fact not in world.reply]
    assert not unquoted, (
        f"the write removed {unquoted} without quoting it; the reply was:\n{world.reply}"
    )


@then(parsers.parse('exactly one of "{first}" and "{second}" is stored'))
def exactly_one_stored(world: World, first: str, second: str) -> None:
    stored = stored_facts(world)
    count = stored.count(first) + stored.count(second)
    assert count == 1, f"the topic files hold {stored}"


@then(parsers.parse('the write is reported as a duplicate quoting "{fact}"'))
@checks("WRITE-6")
def reported_duplicate(world: World, fact: str) -> None:
    """The model's reply quotes the stored fact; the store's result names it (R5)."""
    assert world.error is None, f"the write raised {type(world.error).__name__}: {world.error}"
    if isinstance(world.answer, str):
        assert fact in world.answer, f"the reply does not quote {fact!r}:\n{world.answer}"
        return
    result_duplicate(world, fact)


@then(parsers.parse('if the write was taken for a duplicate, it quotes "{fact}" as stored'))
@checks("WRITE-6")
def duplicate_quotes_stored(world: World, fact: str) -> None:
    """A duplicate reply quotes the fact it matched (R5), whichever way the open question falls:
    whether case or punctuation make another fact is not documented, so a write that stores the
    new wording passes. The store's result, when it names a duplicate, names the stored fact
    byte for byte; the model's reply, when the write changed no file, quotes it."""
    assert world.error is None, f"the write raised {type(world.error).__name__}: {world.error}"
    if world.result is not None:
        duplicate = world.result.get("duplicate_of")
        assert duplicate in (None, fact), (
            f"the result names {duplicate!r} as the duplicate, not the stored {fact!r}: "
            f"{world.result}"
        )
        return
    if store_files.snapshot(world.memory_dir) == world.before:
        assert fact in world.reply, (
            f"the write stored nothing and its reply does not quote the stored {fact!r}:\n"
            f"{world.reply}"
        )


@then(parsers.parse('no topic file holds "{fact}" twice'))
@checks("WRITE-6")
def not_twice(world: World, fact: str) -> None:
    held = stored_facts(world).count(fact)
    assert held <= 1, f"the topic files hold {fact!r} {held} times"


@then(parsers.parse('the result lists "{fact}" as retired or as still contradicting'))
@checks("WRITE-7")
def result_touches(world: World, fact: str) -> None:
    result = result_of(world)
    assert fact in result["retired"] + result["conflicts"], result


@then("the result lists as retired every fact the write removed from the files")
@checks("WRITE-7")
def removed_listed(world: World) -> None:
    """R5: the `retired` list carries every fact the write deleted, not only the first."""
    result = result_of(world)
    before = [
        fact
        for name, data in world.before.items()
        if name.startswith(f"{store_files.TOPICS}/")
        for fact in store_files.bullets(data.decode("utf-8"))
    ]
    removed = sorted(set(before) - set(stored_facts(world)))
    unlisted = [fact for fact in removed if fact not in result["retired"]]
    assert not unlisted, f"the write removed {unlisted} but lists as retired {result['retired']}"
