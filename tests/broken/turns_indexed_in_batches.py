"""Indexes turns for search in batches: the schema has no trigger putting each turn into the
FTS5 index, and the install rebuilds the index every tenth turn and when it closes. A clean exit
leaves every turn searchable; a writer killed between two batches leaves turns in the table that
`session_search` cannot find. Only a crash shows it: the stress mode.

clause: SESS-1
caught by: stress
"""

from __future__ import annotations

import re

from kotoba_conformance.adapter import SystemSpec
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.conversation import database

BATCH = 10
SCHEMA = re.sub(
    r"CREATE TRIGGER IF NOT EXISTS turns_fts_insert .*?END;", "", database.SCHEMA, flags=re.S
)


class System(ReferenceSystem):
    def __init__(self, spec: SystemSpec) -> None:
        super().__init__(spec)
        self.database = database.Database(self.paths.database, SCHEMA)
        self.unindexed = 0

    def insert_turn(self, role: str, content: str) -> None:
        super().insert_turn(role, content)
        self.unindexed += 1
        if self.unindexed >= BATCH:
            self.index_turns()

    def index_turns(self) -> None:
        self.database.connection().execute("INSERT INTO turns_fts (turns_fts) VALUES ('rebuild')")
        self.unindexed = 0

    def close(self) -> None:
        if self.unindexed:
            self.index_turns()
        super().close()


class Adapter(ReferenceAdapter):
    system_class = System
