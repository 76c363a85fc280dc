"""Keeps the conversation log inside the memory folder (`memory/kotoba.db`), so deleting the
memory store by hand deletes every conversation with it.

clause: EDIT-5
"""

from __future__ import annotations

from dataclasses import replace

from kotoba_conformance.contract.adapter import SystemSpec
from kotoba_reference import paths
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.conversation import database


class System(ReferenceSystem):
    def __init__(self, spec: SystemSpec) -> None:
        super().__init__(spec)
        self.paths = replace(self.paths, database=self.paths.memory_dir / paths.DATABASE_NAME)
        self.database = database.Database(self.paths.database)


class Adapter(ReferenceAdapter):
    system_class = System
