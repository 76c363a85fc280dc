"""What a restart forgets, as the adapter shows it (capability `lifetime`): a mixin of
`ReferenceSystem`. Session state and reminders live on the system object, so closing it and
opening the same spec again starts with none of the first one's session."""

from __future__ import annotations

from kotoba_conformance.contract.adapter import SessionStateKind

from kotoba_reference.lifetime.reminders import Reminders
from kotoba_reference.lifetime.session_state import SessionState


class LifetimeSurface:
    _session: SessionState | None = None
    _reminders: Reminders | None = None

    @property
    def session(self) -> SessionState:
        if self._session is None:
            self._session = SessionState()
        return self._session

    @property
    def reminders(self) -> Reminders:
        if self._reminders is None:
            session = self.session
            self._reminders = Reminders(lambda text: session.hold("fired reminder", text))
        return self._reminders

    def hold_session_state(self, kind: SessionStateKind) -> None:
        self.session.hold(kind, f"a {kind} of this session")

    def session_state(self) -> list[SessionStateKind]:
        return self.session.kinds_held()

    def add_due_reminder(self, text: str) -> None:
        self.reminders.add_due(text)

    def set_listening(self, listening: bool) -> None:
        if not isinstance(listening, bool):
            raise TypeError(f"listening is a bool, not {type(listening).__name__}")
        self.reminders.listening = listening

    def check_reminders(self) -> None:
        self.reminders.tick()

    def delivered_reminders(self) -> list[str]:
        return self.reminders.delivered()

    def due_reminders(self) -> list[str]:
        return self.reminders.due()
