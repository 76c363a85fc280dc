"""Prefers the home: when a clone's api/kotoba.db exists it moves it into the home (or, if the
home already holds one, just switches to that), so a stray file in the home takes over.

clause: PATH-4
"""

from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path

from kotoba_conformance.contract.adapter import SystemSpec
from kotoba_reference import paths
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.conversation import database


class System(ReferenceSystem):
    def __init__(self, spec: SystemSpec) -> None:
        super().__init__(spec)
        home_database = self.paths.home / paths.DATABASE_NAME
        if self.paths.database != home_database:
            if not home_database.exists():
                home_database.parent.mkdir(parents=True, exist_ok=True)
                shutil.move(Path(self.paths.database), home_database)
            self.paths = replace(self.paths, database=home_database)
            self.database = database.Database(home_database)


class Adapter(ReferenceAdapter):
    system_class = System
