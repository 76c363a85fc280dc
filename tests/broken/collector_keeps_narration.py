"""A collector without the task-narration filter: "Creating the folder for the new project", a
step of the task she was doing, lands in memory as if it were a fact about the user.

clause: COL-5
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.collector.passes import Collector


class UnscreenedCollector(Collector):
    @staticmethod
    def looks_ephemeral(candidate: str) -> bool:
        del candidate
        return False


class System(ReferenceSystem):
    collector_class = UnscreenedCollector


class Adapter(ReferenceAdapter):
    system_class = System
