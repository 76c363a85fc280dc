"""A retired fact is not deleted but moved to an archive topic (topics/retired.md), where it is
still stored, counted and found.

clause: EDIT-4
sentence: There is no undo. _retire_facts drops bullets from every topic file that matches
"""

from pathlib import Path

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.files import Store
from tests.liberal.kotoba_liberal.memory import Memory


class _ArchivingStore(Store):
    def retire(self, facts: list[str]) -> None:
        super().retire(facts)
        for fact in facts:
            self.add("retired", fact)


class _ArchivingMemory(Memory):
    def __init__(self, root: Path) -> None:
        super().__init__(root)
        self.store = _ArchivingStore(root)


vars(system)["Memory"] = _ArchivingMemory

__all__ = ["Adapter"]
