"""Rewrites each topic file in place after every write, one line per write call, instead of
writing beside it and renaming: it holds the lock and keeps the index atomic, so every write
lands in the end, but a reader between the truncation and the last line sees an empty or
half-written topic file, and a writer killed there leaves one behind, losing facts it had
acknowledged. The suite's races see the half-written file; only the stress mode's crashes show
the facts lost, which is what it is tested for here.

clause: STORE-8
caught by: stress
"""

from __future__ import annotations

import os
from pathlib import Path

from kotoba_conformance.contract.adapter import WriteResult
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.facts.index import write_slug
from kotoba_reference.facts.store import MemoryStore

from tests.broken import _seams


def write_in_place(path: Path, text: str) -> None:
    """Truncate, then write line by line: the window the atomic replace closes."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    try:
        for line in text.splitlines(keepends=True):
            os.write(fd, line.encode("utf-8"))
    finally:
        os.close(fd)


class Store(MemoryStore):
    def write_fact(self, fact: object, topic: object = None) -> WriteResult:
        result = super().write_fact(fact, topic)
        if result["written"]:
            self.rewrite_in_place(topic)
        return result

    def memory_write(self, fact: object, topic: object = None) -> str:
        reply = super().memory_write(fact, topic)
        self.rewrite_in_place(topic)
        return reply

    def rewrite_in_place(self, topic: object) -> None:
        slug = write_slug(topic if isinstance(topic, str) else None)
        path = _seams.topic_file(self.memory_dir, slug)
        if self.memory_dir.is_dir():
            with _seams.locked(self.memory_dir):
                if path.is_file():
                    write_in_place(path, path.read_text(encoding="utf-8"))


class System(ReferenceSystem):
    store_class = Store


class Adapter(ReferenceAdapter):
    system_class = System
