"""Keeps a copy of every file of the store in memory and, when the user has deleted the whole
memory folder, restores it on the next write: the store comes back full, not empty.

clause: STORE-7
"""

from __future__ import annotations

from pathlib import Path

from kotoba_conformance.contract.adapter import SystemSpec, WriteResult
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem


class System(ReferenceSystem):
    def __init__(self, spec: SystemSpec) -> None:
        super().__init__(spec)
        self.copy: dict[Path, bytes] = {}

    def restore(self) -> None:
        if not self.paths.memory_dir.exists():
            for path, data in self.copy.items():
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(data)

    def keep(self) -> None:
        self.copy = {p: p.read_bytes() for p in self.paths.memory_dir.rglob("*.md")}

    def memory_write(self, fact: object, topic: object = None) -> str:
        self.restore()
        reply = super().memory_write(fact, topic)
        self.keep()
        return reply

    def write_fact(self, fact: object, topic: object = None) -> WriteResult:
        self.restore()
        result = super().write_fact(fact, topic)
        self.keep()
        return result


class Adapter(ReferenceAdapter):
    system_class = System
