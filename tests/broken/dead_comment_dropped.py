"""Creates the turns table without the comment that documents `emotion` and `tools_used` as
dead: the columns are there and NULL, but the schema no longer says why.

clause: SESS-5
"""

from __future__ import annotations

from kotoba_conformance.contract.adapter import SystemSpec
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.conversation import database

SCHEMA = database.SCHEMA.replace(f"    -- {database.DEAD_COLUMNS_COMMENT}\n", "")
assert SCHEMA != database.SCHEMA


class System(ReferenceSystem):
    def __init__(self, spec: SystemSpec) -> None:
        super().__init__(spec)
        self.database = database.Database(self.paths.database, schema=SCHEMA)


class Adapter(ReferenceAdapter):
    system_class = System
