"""Once the pointer line's budget cuts the topic list short, its K counts only the topics it
names, not every topic file: with fifty-odd topics it says "across 8 topics: … and 46 more".

clause: PROMPT-3
sentence: R11
"""

from tests.liberal.kotoba_liberal import index, memory
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.index import ordered


def _pointer_line(inline: int, counts: dict[str, int]) -> str:
    named: list[str] = []
    spent = 0
    entries = ordered(counts)
    for slug, count in entries:
        entry = f"{slug} ({count})"
        if named and spent + len(entry) > index.POINTER_TOPIC_BUDGET:
            break
        named.append(entry)
        spent += len(entry) + 2
    listed = ", ".join(named)
    if len(named) < len(entries):
        listed += f" and {len(entries) - len(named)} more"
    return (
        f"(This list is the {inline} most recent of {sum(counts.values())} facts, across "
        f"{len(named)} topics: {listed}. Use memory_recall for anything not shown — it is "
        "saved, just not inline.)"
    )


vars(memory)["pointer_line"] = _pointer_line

__all__ = ["Adapter"]
