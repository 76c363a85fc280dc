"""Settles a reminder that comes due with nothing listening, as if it had been delivered: it is
never voiced, and it is no longer due when a listener appears.

clause: LIFE-2
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem


class System(ReferenceSystem):
    def check_reminders(self) -> None:
        if not self.reminders.listening:
            self.reminders.take_due()  # settled, delivered to nobody
        super().check_reminders()


class Adapter(ReferenceAdapter):
    system_class = System
