"""Lists search hits in alphabetical order, however much of the query each covers: for "sourdough
bread starter" the fact holding one of the three words can come before the one holding all three,
where search is ranked by how much of the query a fact covers.

clause: RECALL-2
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem

from tests.broken import _seams


class System(ReferenceSystem):
    def memory_recall(self, query: str | None = None, topic: str | None = None) -> str:
        reply = super().memory_recall(query, topic)
        if not query:
            return reply
        return "\n".join(self.ordered(_seams.hits(reply))) or "Nothing matches."

    def ordered(self, hits: list[str]) -> list[str]:
        """The order this variant lists the hits (`- fact [slug]`) in, instead of by coverage."""
        return sorted(hits)


class Adapter(ReferenceAdapter):
    system_class = System
