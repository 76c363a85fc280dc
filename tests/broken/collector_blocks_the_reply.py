"""Runs the collector's pass before the reply returns, so a slow model delays every reply by as
long as it takes to answer.

clause: COL-1
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem


class System(ReferenceSystem):
    def reply_to(self, message: str) -> str:
        reply = super().reply_to(message)
        self.settle_collector(600.0)
        return reply


class Adapter(ReferenceAdapter):
    system_class = System
