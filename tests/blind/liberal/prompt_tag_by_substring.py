"""A ## Recent entry is tagged with the first topic file whose text contains it anywhere: an entry
whose own bullet is gone is mislabelled with a topic that holds a longer fact around it
("Likes tea" inside "Likes tea with lemon"), instead of shown bare.

clause: PROMPT-4
sentence: is left bare rather than mislabelled
"""

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.index import ordered, pointer_line
from tests.liberal.kotoba_liberal.memory import Memory


class _GrepTagMemory(Memory):
    def prompt_lines(self) -> list[str]:
        facts = self.store.all_facts()
        recent = self.store.recent()
        counts = {slug: len(listed) for slug, listed in facts.items()}
        if not recent and not counts:
            return []
        texts = {slug: "\n".join(facts[slug]) for slug, _ in ordered(counts)}
        lines = []
        for entry in recent:
            home = next((slug for slug, text in texts.items() if entry in text), None)
            lines.append(f"{entry} [{home}]" if home else entry)
        return [*lines, pointer_line(len(recent), counts)]


vars(system)["Memory"] = _GrepTagMemory

__all__ = ["Adapter"]
