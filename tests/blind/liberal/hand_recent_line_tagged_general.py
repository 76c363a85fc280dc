"""A ## Recent entry with no topic file behind it (added by hand, or retired since the last
rebuild) is tagged with the default topic, "[general]", instead of shown bare.

clause: PROMPT-4
sentence: It shows untagged, because it has no topic file to name
"""

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.index import ordered, pointer_line
from tests.liberal.kotoba_liberal.memory import Memory
from tests.liberal.kotoba_liberal.text import DEFAULT_TOPIC


class _DefaultTagMemory(Memory):
    def prompt_lines(self) -> list[str]:
        facts = self.store.all_facts()
        recent = self.store.recent()
        counts = {slug: len(listed) for slug, listed in facts.items()}
        if not recent and not counts:
            return []
        homes = [slug for slug, _ in ordered(counts)]
        lines = []
        for entry in recent:
            home = next((slug for slug in homes if entry in facts[slug]), DEFAULT_TOPIC)
            lines.append(f"{entry} [{home}]")
        return [*lines, pointer_line(len(recent), counts)]


vars(system)["Memory"] = _DefaultTagMemory

__all__ = ["Adapter"]
