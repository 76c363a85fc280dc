"""Answers a recall with neither a query nor a topic with a request for one, where the documents
say it lists the topics.

clause: RECALL-1
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem


class System(ReferenceSystem):
    def memory_recall(self, query: str | None = None, topic: str | None = None) -> str:
        if not query and not topic:
            return "Pass a query to search memory, or a topic to read."
        return super().memory_recall(query, topic)


class Adapter(ReferenceAdapter):
    system_class = System
