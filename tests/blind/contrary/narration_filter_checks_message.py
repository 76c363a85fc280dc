"""The task-narration filter is run on the user's message instead of on each candidate: a
candidate such as "Running the script…" is stored whenever the message itself is not
narration, and every candidate is dropped when the message is.

clause: COL-5
sentence: the collector's candidates are screened for task narration (filter_ephemeral)
"""

from typing import Any

from tests.liberal.kotoba_contrary import collector, narration, system
from tests.liberal.kotoba_contrary.adapter import Adapter


def _never(_candidate: str) -> bool:
    return False


class _Collector(collector.Collector):
    def _send(self, message: str) -> dict[str, Any]:
        answer = super()._send(message)
        if narration.is_narration(message):
            answer["facts"] = []
        return answer


vars(collector)["is_narration"] = _never
vars(system)["Collector"] = _Collector

__all__ = ["Adapter"]
