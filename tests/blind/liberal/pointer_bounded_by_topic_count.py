"""The pointer line is bounded by a number of topics (40), not by its length: with 54 topics of
long slugs it names 40 of them and still runs past a thousand characters.

clause: PROMPT-3
sentence: grew past a thousand characters across 54 free-form topics
"""

from tests.liberal.kotoba_liberal import memory
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.index import ordered

POINTER_TOPIC_LIMIT = 40


def _pointer_line(inline: int, counts: dict[str, int]) -> str:
    entries = ordered(counts)
    named = [f"{slug} ({count})" for slug, count in entries[:POINTER_TOPIC_LIMIT]]
    listed = ", ".join(named)
    if len(named) < len(entries):
        listed += f" and {len(entries) - len(named)} more"
    return (
        f"(This list is the {inline} most recent of {sum(counts.values())} facts, across "
        f"{len(counts)} topics: {listed}. Use memory_recall for anything not shown — it is "
        "saved, just not inline.)"
    )


vars(memory)["pointer_line"] = _pointer_line

__all__ = ["Adapter"]
