"""Runs the collector's own narration filter on the model's explicit `memory_write` too, so a
fact she decided to keep ("Is creating the folder structure for the new project") is refused.

clause: WRITE-13
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.collector.ephemeral import looks_ephemeral


class System(ReferenceSystem):
    def memory_write(self, fact: object, topic: object = None) -> str:
        if isinstance(fact, str) and looks_ephemeral(fact):
            return "NOT SAVED — that narrates a task; it is not a fact about the user."
        return super().memory_write(fact, topic)


class Adapter(ReferenceAdapter):
    system_class = System
