"""Searches with words lower-cased and stemmed but not accent-folded: "cafe" does not find "the
café", nor "café" find "the cafe".

clause: RECALL-2
"""

from __future__ import annotations

import re

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.facts.recall import STOPWORDS, stems

from tests.broken import _seams


def unfolded_stems(text: str) -> set[str]:
    found = re.findall(r"[^\W_]+", text.lower())
    return set(stems([w for w in found if w not in STOPWORDS]) or stems(found))


class System(ReferenceSystem):
    def memory_recall(self, query: str | None = None, topic: str | None = None) -> str:
        if not query:
            return super().memory_recall(query, topic)
        wanted = unfolded_stems(query)
        topics = _seams.topic_facts(self.paths.memory_dir)
        scored = [
            (len(wanted & unfolded_stems(f)), f, s) for s, facts in topics.items() for f in facts
        ]
        hits = sorted((hit for hit in scored if hit[0]), key=lambda hit: -hit[0])
        lines = [f"- {fact} [{slug}]" for _, fact, slug in hits]
        return "\n".join([f'Saved facts matching "{query}":', *lines]) if lines else "Nothing."


class Adapter(ReferenceAdapter):
    system_class = System
