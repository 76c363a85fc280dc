"""A reminder that comes due while nothing is listening is logged as delivered on the tick (it
stays due and unsettled): delivered_reminders names a reminder nobody heard.

clause: LIFE-2
sentence: it is not delivered
"""

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.lifetime import Session


class _Session(Session):
    def check(self) -> None:
        if not self._listening:
            for text in self.due():
                if text not in self._delivered:
                    self._delivered.append(text)
            return
        super().check()


vars(system)["Session"] = _Session

__all__ = ["Adapter"]
