"""She replies only after the collector's pass over the message has finished, so a slow
extraction model delays every reply.

clause: COL-1
sentence: without being asked and without adding latency to the turn
"""

from kotoba_conformance.adapter import SystemSpec

from tests.liberal.kotoba_liberal import adapter
from tests.liberal.kotoba_liberal.system import LiberalSystem


class _System(LiberalSystem):
    def reply_to(self, message: str) -> str:
        reply = super().reply_to(message)
        self._collector.settle(120.0)
        return reply


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> LiberalSystem:
        return _System(spec)


__all__ = ["Adapter"]
