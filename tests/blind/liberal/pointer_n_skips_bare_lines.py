"""The pointer line's N counts only the tagged inline facts: a bare ## Recent line (added by hand,
or retired since the last rebuild) is shown but not counted, so N is short by one per bare line.

clause: PROMPT-2
sentence: This list is the 3 most recent of 3 facts
"""

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.index import ordered, pointer_line
from tests.liberal.kotoba_liberal.memory import Memory


class _TaggedCountMemory(Memory):
    def prompt_lines(self) -> list[str]:
        facts = self.store.all_facts()
        recent = self.store.recent()
        counts = {slug: len(listed) for slug, listed in facts.items()}
        if not recent and not counts:
            return []
        homes = [slug for slug, _ in ordered(counts)]
        lines = []
        tagged = 0
        for entry in recent:
            home = next((slug for slug in homes if entry in facts[slug]), None)
            lines.append(f"{entry} [{home}]" if home else entry)
            tagged += home is not None
        return [*lines, pointer_line(tagged, counts)]


vars(system)["Memory"] = _TaggedCountMemory

__all__ = ["Adapter"]
