"""Steps for what a restart forgets (features/lifetime.feature): session state is made through
the adapter, a restart is `close()` then `open()` on the same spec, and the reminder timer's tick
is a call, so no step waits on a clock."""

from __future__ import annotations

from typing import cast

from pytest_bdd import given, parsers, scenarios, then, when

from kotoba_conformance.contract.adapter import (
    LifetimeSystem,
    SessionSearchSystem,
    SessionStateKind,
)
from kotoba_conformance.contract.locations import feature
from kotoba_conformance.steps.support.world import World

scenarios(feature("lifetime.feature"))


def lifetime(world: World) -> LifetimeSystem:
    return cast(LifetimeSystem, world.system)


def kind_of(text: str) -> SessionStateKind:
    return cast(SessionStateKind, text)


# --- Given -------------------------------------------------------------------------------------


@given(parsers.parse("the session holds a {kind}"))
def holds(world: World, kind: str) -> None:
    lifetime(world).hold_session_state(kind_of(kind))
    held = lifetime(world).session_state()
    assert kind in held, f"after making a {kind}, the session holds {held}"


@given(parsers.parse('the user said "{content}" in the conversation'))
def said(world: World, content: str) -> None:
    cast(SessionSearchSystem, world.system).insert_turn("user", content)


@given("nothing is listening")
def nothing_listening(world: World) -> None:
    lifetime(world).set_listening(False)


@given("a listener was there and has gone")
def listener_gone(world: World) -> None:
    lifetime(world).set_listening(True)
    lifetime(world).set_listening(False)


@given("a listener is there")
def listener_there(world: World) -> None:
    lifetime(world).set_listening(True)


@given("a listener has gone and another is there")
def listener_replaced(world: World) -> None:
    lifetime(world).set_listening(True)
    lifetime(world).set_listening(False)
    lifetime(world).set_listening(True)


@given(parsers.parse('a reminder "{text}" is due'))
@when(parsers.parse('a reminder "{text}" comes due'))
def reminder_due(world: World, text: str) -> None:
    lifetime(world).add_due_reminder(text)


# --- When --------------------------------------------------------------------------------------


@when("the reminder timer ticks")
def timer_ticks(world: World) -> None:
    lifetime(world).check_reminders()


@when("a listener appears")
def listener_appears(world: World) -> None:
    lifetime(world).set_listening(True)


# --- Then --------------------------------------------------------------------------------------


@then(parsers.parse("the session holds no {kind}"))
def holds_none(world: World, kind: str) -> None:
    held = lifetime(world).session_state()
    assert kind not in held, f"after a restart the session still holds {held}"


@then(parsers.parse('a search of past conversations for "{query}" finds "{content}"'))
def log_finds(world: World, query: str, content: str) -> None:
    hits = cast(SessionSearchSystem, world.system).session_search(query)
    assert content in [hit["content"] for hit in hits], f"the search found {hits}"


@then("no reminder has been delivered")
def none_delivered(world: World) -> None:
    assert lifetime(world).delivered_reminders() == []


@then(parsers.parse('the reminder "{text}" is still due'))
def still_due(world: World, text: str) -> None:
    due = lifetime(world).due_reminders()
    assert text in due, f"the reminders due are {due}"


@then(parsers.parse('the reminder "{text}" has been delivered'))
def delivered(world: World, text: str) -> None:
    assert text in lifetime(world).delivered_reminders()
