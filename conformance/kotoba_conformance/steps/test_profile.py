"""Steps for what Kotoba knows about the user (features/profile.feature)."""

from __future__ import annotations

from pathlib import Path
from typing import cast

from pytest_bdd import given, parsers, scenarios, then, when

from kotoba_conformance.contract.adapter import NameSurface, ProfileSystem
from kotoba_conformance.contract.locations import feature
from kotoba_conformance.steps.support import database_files
from kotoba_conformance.steps.support.world import World

scenarios(feature("profile.feature"))

SURFACES: dict[str, NameSurface] = {"kotoba setup": "setup", "the first-run screen": "first-run"}


def profile(world: World) -> ProfileSystem:
    return cast(ProfileSystem, world.system)


def block_lines(world: World) -> list[str]:
    """The profile block's lines, blank lines and trailing spaces left out."""
    return [
        line.rstrip() for line in profile(world).profile_for_prompt().splitlines() if line.strip()
    ]


# --- Given and When ----------------------------------------------------------------------------


@given(parsers.parse('the user told kotoba setup their name is "{name}"'))
@when(parsers.parse('the user tells kotoba setup their name is "{name}"'))
def setup_name(world: World, name: str) -> None:
    profile(world).set_user_name(name, "setup")


@when(parsers.parse('the user gives the name "{name}" on {surface}'))
def gives_name(world: World, name: str, surface: str) -> None:
    profile(world).set_user_name(name, SURFACES[surface])


@when(parsers.parse("the user skips the name on {surface}"))
def skips_name(world: World, surface: str) -> None:
    profile(world).set_user_name("", SURFACES[surface])


@when(parsers.parse('the profile key "{key}" is upserted with the value "{value}"'))
def upserts(world: World, key: str, value: str) -> None:
    profile(world).upsert_user_profile(key, value)


@when(parsers.parse('the user deletes the "{key}" row from the user_profile table by hand'))
def deletes_row(world: World, key: str) -> None:
    database_files.delete_profile_key(Path(profile(world).database_path()), key)


# --- Then --------------------------------------------------------------------------------------


@then(parsers.parse('the user_profile table holds the key "{key}" with the value "{value}"'))
def table_holds(world: World, key: str, value: str) -> None:
    path = Path(profile(world).database_path())
    rows = database_files.rows(path, "user_profile")
    assert database_files.profile_holds(path, key, value), f"user_profile holds {rows}"


@then("what Kotoba knows about the user reads:")
def block_reads(world: World, docstring: str) -> None:
    assert block_lines(world) == docstring.splitlines(), profile(world).profile_for_prompt()


@then("what Kotoba knows about the user says:")
def block_says(world: World, docstring: str) -> None:
    assert docstring in block_lines(world), profile(world).profile_for_prompt()


@then("what Kotoba knows about the user holds no bullet")
def block_has_no_bullet(world: World) -> None:
    bullets = [line for line in block_lines(world) if line.startswith("- ")]
    assert not bullets, profile(world).profile_for_prompt()


@then(parsers.parse('what Kotoba knows about the user does not mention "{text}"'))
def block_lacks(world: World, text: str) -> None:
    assert text not in profile(world).profile_for_prompt()
