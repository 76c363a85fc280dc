"""A reminder that comes due while nothing is listening is marked settled (dropped) on the tick,
though it was never delivered: it is no longer due.

clause: LIFE-2
sentence: it is not delivered, not settled, and stays due
"""

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.lifetime import Session


class _Session(Session):
    def check(self) -> None:
        if not self._listening:
            with self._db.connect() as db:
                db.execute("UPDATE reminders SET settled = 1 WHERE settled = 0")
            return
        super().check()


vars(system)["Session"] = _Session

__all__ = ["Adapter"]
