"""Session state and reminders in the reference: in memory only, and a reminder waits for a
listener."""

from __future__ import annotations

import pytest
from kotoba_reference.lifetime.reminders import Reminders
from kotoba_reference.lifetime.session_state import KINDS, SessionState


def test_there_are_six_kinds_and_each_can_be_held() -> None:
    state = SessionState()
    assert len(KINDS) == 6
    for kind in KINDS:
        state.hold(kind, "entry")
    assert sorted(state.kinds_held()) == sorted(KINDS)


def test_an_unknown_kind_is_refused() -> None:
    with pytest.raises(ValueError, match="no session state"):
        SessionState().hold("browser tabs", "entry")  # type: ignore[arg-type]


def test_a_delivered_reminder_is_settled_and_held_as_fired_until_voiced() -> None:
    fired: list[str] = []
    reminders = Reminders(fired.append)
    reminders.add_due("Call the dentist")
    reminders.tick()
    assert reminders.due() == ["Call the dentist"]
    reminders.listening = True
    reminders.tick()
    assert reminders.due() == []
    assert reminders.delivered() == ["Call the dentist"]
    assert fired == ["Call the dentist"]
