"""Journals every turn in a file beside the database before inserting it, and clears the journal
when it closes; an install that opens and finds turns in the journal inserts them again, "in case
they were lost". A writer killed mid-run leaves its journal behind, and the next install inserts
every turn it had already inserted a second time. Only a crash shows it: the stress mode.

clause: SESS-1
caught by: stress
"""

from __future__ import annotations

import json
from pathlib import Path

from kotoba_conformance.adapter import SystemSpec
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem


class System(ReferenceSystem):
    def __init__(self, spec: SystemSpec) -> None:
        super().__init__(spec)
        self.journal = Path(f"{self.paths.database}.pending")
        if self.journal.is_file():
            for line in self.journal.read_text(encoding="utf-8").splitlines():
                turn = json.loads(line)
                super().insert_turn(turn["role"], turn["content"])
            self.journal.unlink()

    def insert_turn(self, role: str, content: str) -> None:
        self.journal.parent.mkdir(parents=True, exist_ok=True)
        with self.journal.open("a", encoding="utf-8") as journal:
            journal.write(json.dumps({"role": role, "content": content}) + "\n")
        super().insert_turn(role, content)

    def close(self) -> None:
        self.journal.unlink(missing_ok=True)
        super().close()


class Adapter(ReferenceAdapter):
    system_class = System
