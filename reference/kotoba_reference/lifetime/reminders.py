"""Reminders that come due. One that comes due while nothing at all is listening is neither
delivered nor settled: it stays due, and the first tick with a listener delivers it. A delivered
reminder is settled; until it is voiced it is a "fired reminder", session state lost on restart.
"""

from __future__ import annotations

from collections.abc import Callable


class Reminders:
    """The due reminders of one install and what was delivered, in the order they came."""

    def __init__(self, on_fired: Callable[[str], None]) -> None:
        self.listening = False
        self._due: list[str] = []
        self._delivered: list[str] = []
        self._on_fired = on_fired

    def add_due(self, text: str) -> None:
        if not isinstance(text, str):
            raise TypeError(f"a reminder is a string, not {type(text).__name__}")
        self._due.append(text)

    def tick(self) -> None:
        """Deliver and settle every due reminder, but only when something is listening."""
        if not self.listening:
            return
        for text in self.take_due():
            self.settle(text)

    def take_due(self) -> list[str]:
        """Every due reminder, in order, no longer due: what a tick delivers."""
        due, self._due = self._due, []
        return due

    def settle(self, text: str) -> None:
        self._delivered.append(text)
        self._on_fired(text)

    def due(self) -> list[str]:
        return list(self._due)

    def delivered(self) -> list[str]:
        return list(self._delivered)
