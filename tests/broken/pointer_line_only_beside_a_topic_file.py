"""Writes the pointer line only while some topic file holds a fact: with the last topic file
deleted by hand, the Recent entry that lingers is shown alone, with no line saying that it
stands for nothing stored (the published Kotoba's `facts_for_prompt` does the same).

clause: PROMPT-2
caught in: With the last topic file deleted by hand, the facts the prompt still shows come with a
  pointer line
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem


class System(ReferenceSystem):
    def facts_for_prompt(self) -> list[str]:
        lines = super().facts_for_prompt()
        if any(self.store.topic_counts().values()):
            return lines
        return [line for line in lines if not line.startswith("(This list")]


class Adapter(ReferenceAdapter):
    system_class = System
