"""Names every topic in the pointer line, however many there are: with 54 long topic names the line
grows past a thousand characters, the very thing the documents say it was bounded against.

clause: PROMPT-3
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem

from tests.broken import _seams


class System(ReferenceSystem):
    def facts_for_prompt(self) -> list[str]:
        lines = super().facts_for_prompt()
        if not lines:
            return lines
        topics = _seams.topic_facts(self.paths.memory_dir)
        named = ", ".join(f"{slug} ({len(facts)})" for slug, facts in sorted(topics.items()))
        total = sum(len(facts) for facts in topics.values())
        return [
            *lines[:-1],
            f"(This list is the {len(lines) - 1} most recent of {total} facts, across "
            f"{len(topics)} topics: {named}. Use memory_recall for anything not shown — it is "
            "saved, just not inline.)",
        ]


class Adapter(ReferenceAdapter):
    system_class = System
