"""A topic holding exactly one fact is listed as "(1 fact)" under ## Topics, not "(1 facts)".

clause: STORE-3
sentence: - pets → topics/pets.md (1 facts)
"""

from tests.liberal.kotoba_liberal import memory
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.index import ordered


def _topic_lines(counts: dict[str, int]) -> list[str]:
    return [
        f"- {slug} → topics/{slug}.md ({count} {'fact' if count == 1 else 'facts'})"
        for slug, count in ordered(counts)
    ]


vars(memory)["topic_lines"] = _topic_lines

__all__ = ["Adapter"]
