"""The session state is kept in one set shared by the whole process rather than one per running
system, so a restart in the same process (close, then open) still holds the task list, the
secrets and the rest.

clause: LIFE-1
sentence: These are all in memory and gone on restart
"""

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.database import Database
from tests.liberal.kotoba_liberal.lifetime import Session


class _Session(Session):
    _process_held: set[str] = set()  # noqa: RUF012 - the bug: one set for every session

    def __init__(self, db: Database) -> None:
        super().__init__(db)
        self._held = _Session._process_held


vars(system)["Session"] = _Session

__all__ = ["Adapter"]
