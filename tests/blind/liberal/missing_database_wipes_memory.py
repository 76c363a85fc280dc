"""When the database file is missing (deleted by the user), the next database call treats it as
a fresh install and empties the long-term memory folder too.

clause: EDIT-5
sentence: deleting the database does not delete these markdown files
"""

import contextlib
import shutil
import sqlite3
from collections.abc import Iterator
from pathlib import Path

from kotoba_conformance.adapter import SystemSpec

from tests.liberal.kotoba_liberal import adapter, system
from tests.liberal.kotoba_liberal.database import Database
from tests.liberal.kotoba_liberal.system import LiberalSystem


class _ResettingDatabase(Database):
    memory: Path | None = None

    @contextlib.contextmanager
    def connect(self) -> Iterator[sqlite3.Connection]:
        if self.memory is not None and not self.path.exists() and self.memory.is_dir():
            shutil.rmtree(self.memory, ignore_errors=True)
        with super().connect() as connection:
            yield connection


class _System(LiberalSystem):
    def __init__(self, spec: SystemSpec) -> None:
        super().__init__(spec)
        if isinstance(self._db, _ResettingDatabase):
            self._db.memory = self._places.memory


vars(system)["Database"] = _ResettingDatabase


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> LiberalSystem:
        return _System(spec)


__all__ = ["Adapter"]
