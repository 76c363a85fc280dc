"""A ## Recent line with no topic file behind it (added by hand) is tagged "[general]" in the
prompt instead of being shown bare.

clause: PROMPT-4
sentence: It shows untagged, because it has no topic file to name
"""

from tests.liberal.kotoba_contrary import pointer, system
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.shelf import Shelf


def _prompt_lines(shelf: Shelf) -> list[str]:
    if not shelf.recent and not shelf.topics:
        return []
    lines = [f"{fact} [{shelf.topic_of(fact) or 'general'}]" for fact in shelf.recent]
    return [*lines, pointer._totals(shelf), pointer.USE_RECALL]


vars(system)["prompt_lines"] = _prompt_lines

__all__ = ["Adapter"]
