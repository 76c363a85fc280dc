"""A fact's tag is its topic made readable, hyphens turned to spaces: a fact in
topics/day-job.md is tagged "[day job]", which names no topic file.

clause: PROMPT-1
sentence: each tagged with the topic file it lives in
"""

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.index import ordered, pointer_line
from tests.liberal.kotoba_liberal.memory import Memory


class _PrettyTagMemory(Memory):
    def prompt_lines(self) -> list[str]:
        facts = self.store.all_facts()
        recent = self.store.recent()
        counts = {slug: len(listed) for slug, listed in facts.items()}
        if not recent and not counts:
            return []
        homes = [slug for slug, _ in ordered(counts)]
        lines = []
        for entry in recent:
            home = next((slug for slug in homes if entry in facts[slug]), None)
            lines.append(f"{entry} [{home.replace('-', ' ')}]" if home else entry)
        return [*lines, pointer_line(len(recent), counts)]


vars(system)["Memory"] = _PrettyTagMemory

__all__ = ["Adapter"]
