"""Each collector pass reads the message before the latest one (off by one in the log): the first
pass reads nothing, and a message is only read once the user has sent the next.

clause: COL-1
sentence: It reads your latest message and extracts durable facts on its own
"""

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.collector import Collector


class _Collector(Collector):
    _previous = ""

    def start(self, message: str) -> None:
        previous, self._previous = self._previous, message
        super().start(previous)


vars(system)["Collector"] = _Collector

__all__ = ["Adapter"]
