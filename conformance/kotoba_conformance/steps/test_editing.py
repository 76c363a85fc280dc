"""Steps for editing.feature: hand edits, deleting topics, no undo (EDIT-1..EDIT-4, STORE-5)."""

from __future__ import annotations

from pathlib import Path

from pytest_bdd import parsers, scenarios, then, when

from kotoba_conformance.contract.locations import feature
from kotoba_conformance.steps.support import store_files
from kotoba_conformance.steps.support.invented_facts import numbered_facts
from kotoba_conformance.steps.support.verdicts import checks
from kotoba_conformance.steps.support.world import World

scenarios(feature("editing.feature"))


# --- When --------------------------------------------------------------------------------------


@when(
    parsers.parse('the user deletes unrelated fact {number:d} from the topic file "{slug}" by hand')
)
def hand_deletes_numbered(world: World, number: int, slug: str) -> None:
    """The invented fact the scenario stored `number`th (`numbered_facts`)."""
    (fact,) = numbered_facts(number, number)
    store_files.remove_line(store_files.topic_file(world.memory_dir, slug), f"- {fact}")


@when(parsers.parse('the user deletes the topic "{slug}" from the settings'))
def settings_deletes_topic(world: World, slug: str) -> None:
    world.system.delete_topic(slug)


@when(parsers.parse('a request to delete the topic "{name}" reaches the settings'))
def settings_deletes_named(world: World, name: str) -> None:
    """The name as a crafted request could carry it (`{scratch root}` expanded, `World.expand`).
    Refusing it with a ValueError is allowed; every file is noted down first."""
    world.editing.recent_before = store_files.recent(world.memory_dir)
    world.remember_machine()
    world.attempt("delete_topic", world.expand(name))


# --- Then --------------------------------------------------------------------------------------


@then(parsers.parse('the prompt shows the line "{line}"'))
def prompt_shows_line(world: World, line: str) -> None:
    lines = world.system.facts_for_prompt()
    assert line in lines, "the prompt was:\n" + "\n".join(lines)


@then(parsers.parse('the write retired "{fact}"'))
def write_retired(world: World, fact: str) -> None:
    assert world.error is None, f"the write raised {type(world.error).__name__}: {world.error}"
    assert world.result is not None, "the write returned no result"
    assert fact in world.result["retired"], f"the write answered {world.result}"


@then(parsers.parse('no file on the user\'s machine contains "{text}"'))
def nowhere_on_machine(world: World, text: str) -> None:
    """The scenario's scratch root stands in for the user's machine: home, Kotoba's home and the
    memory folder all live under it, so an archive or undo copy anywhere there would be found."""
    holders = store_files.files_containing(world.root, text)
    assert not holders, f"{text!r} is still in {holders}"


@then(
    parsers.parse(
        'every file outside topics/ is still there, and each planted "{name}" is unchanged'
    )
)
@checks("STORE-5")
def nothing_outside_topics_removed(world: World, name: str) -> None:
    root = world.root.resolve()
    topics = (world.memory_dir / store_files.TOPICS).resolve().relative_to(root)
    before = world.machine_before
    after = store_files.snapshot(root)
    gone = [path for path in before if path not in after and not Path(path).is_relative_to(topics)]
    assert not gone, f"files outside topics/ were removed: {gone}"
    planted = [str(path.relative_to(root)) for path in world.editing.planted if path.name == name]
    changed = [path for path in planted if after.get(path) != before[path]]
    assert not changed, f"planted files changed: {changed}"


@then("the Recent section still lists every fact that is in a topic file")
@checks("EDIT-3")
def recent_kept(world: World) -> None:
    """Whatever the delete removed inside topics/, the facts still in a topic file keep their
    place under Recent."""
    held = {
        fact for facts in store_files.all_topic_facts(world.memory_dir).values() for fact in facts
    }
    expected = [fact for fact in world.editing.recent_before if fact in held]
    recent = store_files.recent(world.memory_dir)
    assert recent == expected, f"## Recent lists {recent}, not {expected}"
