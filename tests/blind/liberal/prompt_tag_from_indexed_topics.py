"""A ## Recent fact's tag is looked for only in the topic files ## Topics lists: a fact whose
topic file is not indexed yet (made, or moved there, by hand since the last write) shows bare.

clause: PROMPT-1
sentence: Each recent fact is tagged with the topic file it lives in
"""

import re

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.index import ordered, pointer_line
from tests.liberal.kotoba_liberal.memory import Memory

_TOPIC_LINE = re.compile(r"^- ([a-z0-9-]+) → topics/")


class _IndexedTagMemory(Memory):
    def _indexed(self) -> set[str]:
        if not self.store.index.is_file():
            return set()
        text = self.store.index.read_text(encoding="utf-8", errors="replace")
        _, _, topics = text.partition("## Topics")
        return {m.group(1) for line in topics.splitlines() if (m := _TOPIC_LINE.match(line))}

    def prompt_lines(self) -> list[str]:
        facts = self.store.all_facts()
        recent = self.store.recent()
        counts = {slug: len(listed) for slug, listed in facts.items()}
        if not recent and not counts:
            return []
        indexed = self._indexed()
        homes = [slug for slug, _ in ordered(counts) if slug in indexed]
        lines = []
        for entry in recent:
            home = next((slug for slug in homes if entry in facts[slug]), None)
            lines.append(f"{entry} [{home}]" if home else entry)
        return [*lines, pointer_line(len(recent), counts)]


vars(system)["Memory"] = _IndexedTagMemory

__all__ = ["Adapter"]
