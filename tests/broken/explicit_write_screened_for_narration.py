"""Runs the collector's task-narration filter on the model's own `memory_write` too: "Is creating
the folder structure for the new project" is refused, though there she has already decided.

clause: WRITE-13
"""

from __future__ import annotations

import re

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem

NARRATION = re.compile(r"^\s*(?:is|am|are)\s+\w+ing\b", re.IGNORECASE)


class System(ReferenceSystem):
    def memory_write(self, fact: object, topic: object = None) -> str:
        if isinstance(fact, str) and NARRATION.match(fact):
            return "NOT SAVED — that narrates a task in progress; it is not a fact about the user."
        return super().memory_write(fact, topic)


class Adapter(ReferenceAdapter):
    system_class = System
