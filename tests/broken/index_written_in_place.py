"""Rewrites USER.md in place (truncate, then write) after every write, instead of only ever
writing beside it and renaming: it still holds the lock, but a reader between the two sees an
empty or half-written index.

clause: STORE-8
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem

from tests.broken import _seams


class Store(_seams.AfterEachChange):
    def after_change(self, recent_before: list[str]) -> None:
        del recent_before
        path = self.memory_dir / _seams.USER_MD
        if self.memory_dir.is_dir():
            with _seams.locked(self.memory_dir):
                if path.is_file():
                    path.write_text(path.read_text(encoding="utf-8"), encoding="utf-8")


class System(ReferenceSystem):
    store_class = Store


class Adapter(ReferenceAdapter):
    system_class = System
