"""Runs the database for speed: no rollback journal, no syncing, a page cache of two pages, and
turns committed twenty at a time, each with six kilobytes of its audio in a table beside it. The
small cache spills a batch's pages into the file before the batch commits, and with no journal
nothing can undo them: a writer killed mid-batch leaves the file half old, half new, and
`PRAGMA integrity_check` no longer answers ok. Only a crash shows it: the stress mode.

clause: SESS-1
caught by: stress
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from kotoba_conformance.adapter import SystemSpec
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.conversation import database

BATCH = 20
AUDIO_TABLE = "CREATE TABLE IF NOT EXISTS turn_audio (content TEXT, samples BLOB);"
AUDIO = bytes(range(256)) * 24
"""What each turn's audio takes: six kilobytes, so a batch spans many pages."""


class Unjournaled(database.Database):
    """The reference's database with the journal, the syncing and the cache turned down."""

    opened: sqlite3.Connection | None = None
    pending = 0

    def connection(self) -> sqlite3.Connection:
        if self.opened is None:
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            self.opened = sqlite3.connect(self.path, timeout=10.0, isolation_level=None)
            for pragma in ("journal_mode = OFF", "synchronous = OFF", "cache_size = 2"):
                self.opened.execute(f"PRAGMA {pragma}")
            self.opened.executescript(self.schema + AUDIO_TABLE)
        return self.opened

    def insert_turn(self, role: str, content: str) -> None:
        db = self.connection()
        if not self.pending:
            db.execute("BEGIN IMMEDIATE")
        database.insert_turn(db, role, content)
        db.execute("INSERT INTO turn_audio (content, samples) VALUES (?, ?)", (content, AUDIO))
        self.pending += 1
        if self.pending >= BATCH:
            self.commit()

    def commit(self) -> None:
        if self.opened is not None and self.pending:
            self.opened.execute("COMMIT")
        self.pending = 0

    def close(self) -> None:
        self.commit()
        if self.opened is not None:
            self.opened.close()
            self.opened = None


class System(ReferenceSystem):
    def __init__(self, spec: SystemSpec) -> None:
        super().__init__(spec)
        self.unjournaled = Unjournaled(self.paths.database)
        self.database = self.unjournaled

    def insert_turn(self, role: str, content: str) -> None:
        self.unjournaled.insert_turn(role, content)


class Adapter(ReferenceAdapter):
    system_class = System
