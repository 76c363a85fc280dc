"""Bounds the pointer line by cutting it: every topic is named, then the line is cut at 999
characters. With 54 long topic names it is short enough, but it has lost its end, "Use
memory_recall for anything not shown — it is saved, just not inline.)", which is always there."""

from __future__ import annotations

from kotoba_reference import index
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem

CAUGHT_AS = {"PROMPT-2", "PROMPT-3"}
LIMIT = 999


class System(ReferenceSystem):
    def facts_for_prompt(self) -> list[str]:
        lines = super().facts_for_prompt()
        if not lines:
            return lines
        topics = index.topic_facts(index.read_topics(self.paths.memory_dir))
        named = ", ".join(f"{slug} ({len(facts)})" for slug, facts in sorted(topics.items()))
        total = sum(len(facts) for facts in topics.values())
        line = (
            f"(This list is the {len(lines) - 1} most recent of {total} facts, across "
            f"{len(topics)} topics: {named}. Use memory_recall for anything not shown — it is "
            "saved, just not inline.)"
        )
        return [*lines[:-1], line[:LIMIT]]


class Adapter(ReferenceAdapter):
    system_class = System
