"""Each topic the pointer line names is counted by its facts shown inline, not by its file: past
25 facts, "pets (30)" reads "pets (25)", and a topic with nothing inline reads "(0)" (the totals
M and K stay right).

clause: PROMPT-2
sentence: across 3 topics: pets (1), preferences (1), work (1).
"""

from tests.liberal.kotoba_liberal import index, system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.index import ordered
from tests.liberal.kotoba_liberal.memory import Memory


def _pointer(inline: int, counts: dict[str, int], shown: dict[str, int]) -> str:
    named: list[str] = []
    spent = 0
    entries = ordered(counts)
    for slug, _ in entries:
        entry = f"{slug} ({shown.get(slug, 0)})"
        if named and spent + len(entry) > index.POINTER_TOPIC_BUDGET:
            break
        named.append(entry)
        spent += len(entry) + 2
    listed = ", ".join(named)
    if len(named) < len(entries):
        listed += f" and {len(entries) - len(named)} more"
    return (
        f"(This list is the {inline} most recent of {sum(counts.values())} facts, across "
        f"{len(counts)} topics: {listed}. Use memory_recall for anything not shown — it is "
        "saved, just not inline.)"
    )


class _InlineCountMemory(Memory):
    def prompt_lines(self) -> list[str]:
        facts = self.store.all_facts()
        recent = self.store.recent()
        counts = {slug: len(listed) for slug, listed in facts.items()}
        if not recent and not counts:
            return []
        homes = [slug for slug, _ in ordered(counts)]
        lines = []
        shown: dict[str, int] = {}
        for entry in recent:
            home = next((slug for slug in homes if entry in facts[slug]), None)
            lines.append(f"{entry} [{home}]" if home else entry)
            if home is not None:
                shown[home] = shown.get(home, 0) + 1
        return [*lines, _pointer(len(recent), counts, shown)]


vars(system)["Memory"] = _InlineCountMemory

__all__ = ["Adapter"]
