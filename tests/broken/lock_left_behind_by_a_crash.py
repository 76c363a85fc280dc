"""Locks by creating USER.md.lock and deleting it when done, a hand-rolled lock that nothing
releases when its holder dies: a writer killed while holding it leaves the file behind, and every
writer after it waits, then fails, until someone deletes the file by hand. (The idle store has no
lock file beside the index either.)

clause: STORE-8
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from types import TracebackType

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.facts.rules import Rules

GIVE_UP_AFTER = 1.5
"""Seconds a writer waits for the lock before failing (the reference waits a minute)."""


class ExclusiveFileLock:
    """Held while the file exists; taken by creating it, released by deleting it."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def __enter__(self) -> ExclusiveFileLock:
        deadline = time.monotonic() + GIVE_UP_AFTER
        while True:
            try:
                os.close(os.open(self.path, os.O_CREAT | os.O_EXCL | os.O_WRONLY))
            except FileExistsError:
                if time.monotonic() > deadline:
                    raise TimeoutError(f"{self.path} is held") from None
                time.sleep(0.005)
            else:
                return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.path.unlink(missing_ok=True)


class System(ReferenceSystem):
    rules = Rules(lock=ExclusiveFileLock)


class Adapter(ReferenceAdapter):
    system_class = System
