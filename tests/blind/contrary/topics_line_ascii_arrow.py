"""## Topics lines use an ASCII arrow: "- pets -> topics/pets.md (1 facts)".

clause: STORE-3
sentence: - pets → topics/pets.md (1 facts)
"""

from tests.liberal.kotoba_contrary import index
from tests.liberal.kotoba_contrary.adapter import Adapter

_render = index.render


def _ascii_render(recent_facts: list[str], topic_counts: list[tuple[str, int]]) -> str:
    return _render(recent_facts, topic_counts).replace(" → topics/", " -> topics/")


vars(index)["render"] = _ascii_render

__all__ = ["Adapter"]
