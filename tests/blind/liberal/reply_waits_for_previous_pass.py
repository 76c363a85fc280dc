"""Passes are kept one at a time by making a reply wait until the previous pass has finished: the
first reply is immediate, but the next one waits for the slow model still busy with the last.

clause: COL-1
sentence: without being asked and without adding latency to the turn
"""

from kotoba_conformance.adapter import SystemSpec

from tests.liberal.kotoba_liberal import adapter
from tests.liberal.kotoba_liberal.system import LiberalSystem


class _System(LiberalSystem):
    def reply_to(self, message: str) -> str:
        self._collector.settle(120.0)
        return super().reply_to(message)


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> LiberalSystem:
        return _System(spec)


__all__ = ["Adapter"]
