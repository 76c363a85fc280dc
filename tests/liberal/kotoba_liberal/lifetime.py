"""What a session holds only in memory, and reminders, which live in the database.

Session state is a plain set on the running system, so a restart forgets it. A due reminder is
handed to a listener when one exists and settled then; with nothing listening it is left alone,
undelivered and still due, in the database where a restart finds it again.
"""

from __future__ import annotations

from typing import get_args

from kotoba_conformance.adapter import SessionStateKind

from .database import Database

KINDS: tuple[str, ...] = get_args(SessionStateKind)


class Session:
    def __init__(self, db: Database) -> None:
        self._db = db
        self._held: set[str] = set()
        self._listening = False
        self._delivered: list[str] = []

    def hold(self, kind: str) -> None:
        if kind not in KINDS:
            raise ValueError(f"unknown kind of session state: {kind!r}")
        self._held.add(kind)

    def held(self) -> list[str]:
        return sorted(self._held)

    def add_due_reminder(self, text: str) -> None:
        if not isinstance(text, str):
            raise TypeError(f"a reminder's text must be text, not {type(text).__name__}")
        with self._db.connect() as db:
            db.execute("INSERT INTO reminders (text) VALUES (?)", (text,))

    def set_listening(self, listening: bool) -> None:
        self._listening = bool(listening)

    def check(self) -> None:
        """One tick of the reminder timer."""
        if not self._listening:
            return
        with self._db.connect() as db:
            due = db.execute(
                "SELECT id, text FROM reminders WHERE settled = 0 ORDER BY id"
            ).fetchall()
            for reminder_id, text in due:
                self._delivered.append(str(text))
                db.execute("UPDATE reminders SET settled = 1 WHERE id = ?", (reminder_id,))

    def delivered(self) -> list[str]:
        return list(self._delivered)

    def due(self) -> list[str]:
        with self._db.connect() as db:
            rows = db.execute("SELECT text FROM reminders WHERE settled = 0 ORDER BY id").fetchall()
        return [str(text) for (text,) in rows]
