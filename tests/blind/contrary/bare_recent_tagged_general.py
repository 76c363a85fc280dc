"""A ## Recent line with no topic file behind it (added by hand) is tagged "[general]" in the
prompt instead of being shown bare."""

CLAUSE = "PROMPT-4"
SENTENCE = "It shows untagged, because it has no topic file to name"
# ruff: noqa: E402 - CLAUSE and SENTENCE come first, as the blind brief's format has it

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
