"""Once a turn in work mode has begun, the mode sticks: a later voice turn still fetches an
http(s) source, because beginning a voice turn never switches work mode off.

clause: VIS-2
sentence: The URL form is work mode only and SSRF-guarded
"""

from kotoba_conformance.adapter import TurnMode

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.visual import Visual


class _Visual(Visual):
    def begin_turn(self, mode: TurnMode) -> None:
        was = self._mode
        super().begin_turn(mode)
        if was == "work":
            self._mode = "work"


vars(system)["Visual"] = _Visual

__all__ = ["Adapter"]
