"""Due reminders are kept only in the running system's memory, not in the database: one that came
due while nothing was listening is still due until a restart, and gone after it.

clause: LIFE-2
sentence: it is not delivered, not settled, and stays due
answer: undocumented: the documents say a reminder due with nothing listening stays due, not that it
  outlives a restart; "Nothing else survives the process" reads the other way, and the reference
  keeps due reminders in memory too, so a restart forgetting one breaks no sentence.
"""

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.database import Database
from tests.liberal.kotoba_liberal.lifetime import Session


class _Session(Session):
    def __init__(self, db: Database) -> None:
        super().__init__(db)
        self._due: list[str] = []

    def add_due_reminder(self, text: str) -> None:
        if not isinstance(text, str):
            raise TypeError(f"a reminder's text must be text, not {type(text).__name__}")
        self._due.append(text)

    def check(self) -> None:
        if self._listening:
            self._delivered.extend(self._due)
            self._due.clear()

    def due(self) -> list[str]:
        return list(self._due)


vars(system)["Session"] = _Session

__all__ = ["Adapter"]
