"""Steps for the two stores that never touch (features/separation.feature)."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import cast

from pytest_bdd import parsers, scenarios, then, when

from kotoba_conformance.contract.adapter import SessionSearchSystem
from kotoba_conformance.contract.locations import feature
from kotoba_conformance.steps.support import database_files, store_files
from kotoba_conformance.steps.support.world import World

scenarios(feature("separation.feature"))


def log(world: World) -> SessionSearchSystem:
    return cast(SessionSearchSystem, world.system)


def found(world: World, query: str) -> list[str]:
    return [hit["content"] for hit in log(world).session_search(query)]


@when("the user deletes the memory folder by hand")
def delete_memory(world: World) -> None:
    memory = world.memory_dir
    assert memory.is_dir(), "setting up, the memory folder does not exist"
    shutil.rmtree(memory)


@when(parsers.parse('the topic "{slug}" is deleted'))
def delete_topic(world: World, slug: str) -> None:
    world.system.delete_topic(slug)


@when("Kotoba is stopped and the user deletes the database by hand")
def delete_database(world: World) -> None:
    database = Path(log(world).database_path())
    world.remember_files()
    world.close()
    assert database.is_file(), "setting up, the database file does not exist"
    database_files.delete_database(database)


@then(parsers.parse('a search of past conversations for "{query}" finds nothing'))
def search_finds_nothing(world: World, query: str) -> None:
    assert found(world, query) == []


@then("every Markdown file of the memory store is still there, listing what it listed")
def markdown_kept(world: World) -> None:
    """Its bullets, in USER.md and every topic file; a restart may rewrite a file's bytes."""
    after = store_files.snapshot(world.memory_dir)
    for name, data in world.before.items():
        if not name.endswith(".md"):
            continue
        assert name in after, f"{name} is gone"
        listed = store_files.bullets(after[name].decode("utf-8"))
        assert listed == store_files.bullets(data.decode("utf-8")), f"{name} now lists {listed}"


@then(parsers.parse('the facts in the prompt still include "{fact}"'))
def prompt_includes(world: World, fact: str) -> None:
    lines = world.system.facts_for_prompt()
    assert any(fact in line for line in lines), f"the prompt's facts are {lines}"
