"""A line added by hand under ## Recent is not shown in the prompt: only entries found in a topic
file are inline.

clause: EDIT-1
sentence: Adding a line under ## Recent in USER.md puts it inline immediately.
"""

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.index import ordered, pointer_line
from tests.liberal.kotoba_liberal.memory import Memory


class _FiledOnlyMemory(Memory):
    def prompt_lines(self) -> list[str]:
        facts = self.store.all_facts()
        counts = {slug: len(listed) for slug, listed in facts.items()}
        existing = {fact for listed in facts.values() for fact in listed}
        recent = [entry for entry in self.store.recent() if entry in existing]
        if not recent and not counts:
            return []
        homes = [slug for slug, _ in ordered(counts)]
        lines = [f"{e} [{next(s for s in homes if e in facts[s])}]" for e in recent]
        return [*lines, pointer_line(len(recent), counts)]


vars(system)["Memory"] = _FiledOnlyMemory

__all__ = ["Adapter"]
