"""The task list is saved in the database, so after a restart the session still holds it.

clause: LIFE-1
sentence: These are all in memory and gone on restart
"""

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.database import Database
from tests.liberal.kotoba_liberal.lifetime import Session


class _Session(Session):
    def __init__(self, db: Database) -> None:
        super().__init__(db)
        if db.setting("task_list") == "held":
            self._held.add("task list")

    def hold(self, kind: str) -> None:
        super().hold(kind)
        if kind == "task list":
            self._db.set_setting("task_list", "held")


vars(system)["Session"] = _Session

__all__ = ["Adapter"]
