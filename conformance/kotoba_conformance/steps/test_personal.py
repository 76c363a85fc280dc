"""Steps for who may hear what is stored (features/personal.feature)."""

from __future__ import annotations

from typing import cast

from pytest_bdd import given, parsers, scenarios, then, when

from kotoba_conformance.contract.adapter import Context, PersonalSystem, ProfileSystem, Speaker
from kotoba_conformance.contract.locations import feature
from kotoba_conformance.steps.support import store_files
from kotoba_conformance.steps.support.world import World

scenarios(feature("personal.feature"))


def personal(world: World) -> PersonalSystem:
    return cast(PersonalSystem, world.system)


def context(world: World) -> Context:
    built = world.personal.context
    assert built is not None, "no context was built"
    return built


def stored_facts(world: World) -> list[str]:
    return [
        fact for facts in store_files.all_topic_facts(world.memory_dir).values() for fact in facts
    ]


# --- Given and When ----------------------------------------------------------------------------


@given(parsers.parse('the user\'s name is "{name}"'))
def named(world: World, name: str) -> None:
    cast(ProfileSystem, world.system).set_user_name(name, "setup")


@when(parsers.parse("the context is loaded with personal set to {flag}"))
def loads(world: World, flag: str) -> None:
    world.personal.context = personal(world).load_context({"true": True, "false": False}[flag])


@when("a message reaches the bridge from nobody")
def from_nobody(world: World) -> None:
    world.personal.context = personal(world).bridge_context(None)


@when(parsers.parse('a message reaches the bridge from "{name}", who is not the owner'))
def from_stranger(world: World, name: str) -> None:
    world.personal.context = personal(world).bridge_context(Speaker(name=name, is_owner=False))


@when(parsers.parse('a message reaches the bridge from "{name}", the owner'))
def from_owner(world: World, name: str) -> None:
    world.personal.context = personal(world).bridge_context(Speaker(name=name, is_owner=True))


@when("a message reaches the bridge from the owner, under an empty name")
def from_unnamed_owner(world: World) -> None:
    world.personal.context = personal(world).bridge_context(Speaker(name="", is_owner=True))


# --- Then --------------------------------------------------------------------------------------


@then("the context's facts are an empty string")
def no_facts(world: World) -> None:
    assert context(world)["facts"] == "", f"the facts withheld were sent: {context(world)}"


@then("the context's profile is an empty string")
def no_profile(world: World) -> None:
    assert context(world)["profile"] == "", f"the profile withheld was sent: {context(world)}"


@then("the context's facts hold every stored fact")
def every_fact(world: World) -> None:
    facts = stored_facts(world)
    assert facts, "setting up, no fact was stored"
    missing = [fact for fact in facts if fact not in context(world)["facts"]]
    assert not missing, f"missing {missing} from {context(world)['facts']!r}"


@then(parsers.parse('the context\'s profile holds "{line}"'))
def profile_holds(world: World, line: str) -> None:
    assert line in context(world)["profile"].splitlines(), context(world)


@then("the context's facts are the lines the facts put into the prompt")
def facts_as_prompted(world: World) -> None:
    """Line for line, each stripped (a wrapped pointer line, a final newline do not matter)."""
    prompted = [
        line.strip() for entry in world.system.facts_for_prompt() for line in entry.splitlines()
    ]
    carried = [line.strip() for line in context(world)["facts"].strip("\n").splitlines()]
    assert prompted, "setting up, the prompt holds no fact"
    assert carried == prompted, f"the context's facts {carried} are not the prompt's {prompted}"
