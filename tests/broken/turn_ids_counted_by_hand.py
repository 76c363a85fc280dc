"""Numbers the turns itself: it reads the highest id once, when the install opens, counts on from
there, and writes each turn with INSERT OR REPLACE. Two installs open on the same log number
their turns alike, and each one's turns replace the other's, which were acknowledged and are
gone. Only racing writers show it: the stress mode.

clause: SESS-1
caught by: stress
"""

from __future__ import annotations

from kotoba_conformance.adapter import SystemSpec
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem


class System(ReferenceSystem):
    def __init__(self, spec: SystemSpec) -> None:
        super().__init__(spec)
        query = "SELECT coalesce(max(id), 0) + 1 FROM turns"
        self.next_id: int = self.database.connection().execute(query).fetchone()[0]

    def insert_turn(self, role: str, content: str) -> None:
        self.database.connection().execute(
            "INSERT OR REPLACE INTO turns (id, role, content) VALUES (?, ?, ?)",
            (self.next_id, role, content),
        )
        self.next_id += 1


class Adapter(ReferenceAdapter):
    system_class = System
