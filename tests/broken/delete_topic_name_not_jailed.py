"""Deletes `topics/<name>.md` with the name as given, unslugged, then rebuilds the index: "../USER"
deletes USER.md (the rebuilt one has lost every Recent entry), and "../../outside" a file above the
memory folder. (So that this test double can never harm the machine running it, a path resolving
outside the scenario's scratch folder is left alone.)

clause: EDIT-3, STORE-5
"""

from __future__ import annotations

from pathlib import Path

from kotoba_conformance.contract.adapter import SystemSpec
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem

from tests.broken import _seams


class System(ReferenceSystem):
    def __init__(self, spec: SystemSpec) -> None:
        super().__init__(spec)
        self.scratch = Path(spec["env"]["HOME"]).parent.resolve()

    def delete_topic(self, slug: str) -> None:
        folder = self.paths.memory_dir
        path = folder / _seams.TOPICS / f"{slug}.md"
        if not folder.is_dir():
            return
        with _seams.locked(folder):
            if path.resolve().is_relative_to(self.scratch) and path.is_file():
                path.unlink()
            _seams.rebuild_index(folder)


class Adapter(ReferenceAdapter):
    system_class = System
