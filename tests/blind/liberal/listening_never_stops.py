"""Once something has listened, the system never notices it stop: after set_listening(False) a
reminder that comes due is still delivered (to nobody) and settled.

clause: LIFE-2
sentence: it is not delivered, not settled, and stays due
"""

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.lifetime import Session


class _Session(Session):
    def set_listening(self, listening: bool) -> None:
        self._listening = self._listening or bool(listening)


vars(system)["Session"] = _Session

__all__ = ["Adapter"]
