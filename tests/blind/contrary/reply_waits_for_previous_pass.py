"""Each reply first waits for the collector pass of the previous reply to finish, so one slow
extraction delays the next reply by as long as the model takes.

clause: COL-1
sentence: without being asked and without adding latency to the turn
"""

from kotoba_conformance.adapter import SystemSpec

from tests.liberal.kotoba_contrary import adapter
from tests.liberal.kotoba_contrary.system import ContrarySystem

_PREVIOUS_PASS_WAIT = 120.0


class _System(ContrarySystem):
    def reply_to(self, message: str) -> str:
        self.settle_collector(_PREVIOUS_PASS_WAIT)
        return super().reply_to(message)


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> ContrarySystem:
        return _System(spec)


__all__ = ["Adapter"]
