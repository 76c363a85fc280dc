"""Steps for where the stores live (features/paths.feature).

A path in a step is "~/…" (inside HOME, a scratch folder standing in for the user's home) or
relative to the scenario's scratch folder, where "clone" is the source clone when there is one.
"""

from __future__ import annotations

from pathlib import Path
from typing import cast

from pytest_bdd import given, parsers, scenarios, then, when

from kotoba_conformance.contract.adapter import PathsSystem, SessionSearchSystem
from kotoba_conformance.contract.locations import feature
from kotoba_conformance.steps.support import database_files
from kotoba_conformance.steps.support.verdicts import checks
from kotoba_conformance.steps.support.world import World

scenarios(feature("paths.feature"))

CLONE = "clone"
DATABASE = "kotoba.db"


def place(world: World, text: str) -> Path:
    """A path as a step writes it, on this scenario's scratch folders."""
    if text == "~" or text.startswith("~/"):
        return (Path(world.env["HOME"]) / text[2:]).resolve()
    return (world.root / text).resolve()


def paths(world: World) -> PathsSystem:
    return cast(PathsSystem, world.system)


def log(world: World) -> SessionSearchSystem:
    return cast(SessionSearchSystem, world.system)


def home(world: World) -> Path:
    """The home a documented install would use for this environment."""
    if world.env.get("KOTOBA_HOME"):
        return Path(world.env["KOTOBA_HOME"])
    return Path(world.env["HOME"]) / ".kotoba"


def clone(world: World) -> Path:
    assert world.clone_root is not None, "the scenario runs from no clone"
    return Path(world.clone_root)


def run_from_clone(world: World) -> None:
    root = world.root / CLONE
    (root / "api").mkdir(parents=True, exist_ok=True)
    world.clone_root = str(root)


# --- Given -------------------------------------------------------------------------------------


@given("KOTOBA_HOME is not set")
def no_home(world: World) -> None:
    world.env.pop("KOTOBA_HOME", None)


@given(parsers.parse('{variable} is the folder "{path}"'))
def variable_set(world: World, variable: str, path: str) -> None:
    assert variable in ("KOTOBA_HOME", "KOTOBA_MEMORY_DIR", "KOTOBA_VISUAL_MEMORY_DIR"), variable
    world.env[variable] = str(place(world, path))


@given("Kotoba runs from a clone")
def from_clone(world: World) -> None:
    run_from_clone(world)


@given("a kotoba.db already sits in the clone's api folder")
def clone_database(world: World) -> None:
    database_files.create_empty(clone(world) / "api" / DATABASE)


@given("the home already holds a kotoba.db")
def home_database(world: World) -> None:
    database_files.create_empty(home(world) / DATABASE)


# --- When --------------------------------------------------------------------------------------


@when("a stray kotoba.db holding two turns appears in the home")
def stray_database(world: World) -> None:
    """Another install on the same home, run as a package, writes two turns of its own."""
    stray = cast(SessionSearchSystem, world.adapter.open({"env": dict(world.env)}))
    try:
        assert Path(stray.database_path()).resolve() == (home(world) / DATABASE).resolve()
        stray.insert_turn("user", "Hola")
        stray.insert_turn("assistant", "Hola, ¿qué tal?")
    finally:
        stray.close()
    assert (home(world) / DATABASE).is_file()


@when("Kotoba is started from a clone instead")
def started_from_clone(world: World) -> None:
    world.close()
    run_from_clone(world)


# --- Then --------------------------------------------------------------------------------------


@then(parsers.parse('the memory store is the folder "{path}"'))
@checks("PATH-1", "PATH-3")
def memory_store_is(world: World, path: str) -> None:
    """PATH-1 (`<home>/memory` by default, or KOTOBA_MEMORY_DIR), and PATH-3 where the scenario
    checks the home (the memory store in the wrong home is the home's failure too)."""
    assert Path(paths(world).memory_dir()).resolve() == place(world, path)


@then(parsers.parse('the database is "{path}"'))
@checks("PATH-3", "PATH-4")
def database_is(world: World, path: str) -> None:
    assert Path(paths(world).database_path()).resolve() == place(world, path)


@then(parsers.parse('the visual store is the folder "{path}"'))
@checks("PATH-2")
def visual_store_is(world: World, path: str) -> None:
    assert Path(paths(world).visual_memory_dir()).resolve() == place(world, path)


@then(parsers.parse('the folder "{path}" holds "{name}"'))
def folder_holds(world: World, path: str, name: str) -> None:
    assert (place(world, path) / name).is_file()


@then("the clone's api folder holds no kotoba.db")
def clone_has_no_database(world: World) -> None:
    assert not (clone(world) / "api" / DATABASE).exists()


@then("the memory store is not inside the clone")
def memory_outside_clone(world: World) -> None:
    memory = Path(paths(world).memory_dir()).resolve()
    assert not memory.is_relative_to(clone(world).resolve()), f"the memory store is {memory}"


@then(parsers.parse('no file inside the clone is named "{name}"'))
def clone_lacks(world: World, name: str) -> None:
    found = list(clone(world).rglob(name))
    assert not found, f"the clone holds {found}"
