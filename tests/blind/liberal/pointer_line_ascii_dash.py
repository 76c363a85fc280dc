"""The pointer line's dash is typed as a hyphen: "Use memory_recall for anything not shown - it
is saved, just not inline.)".

clause: PROMPT-2
sentence: Use memory_recall for anything not shown — it is saved, just not inline.
"""

from tests.liberal.kotoba_liberal import memory
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.index import pointer_line


def _pointer_line(inline: int, counts: dict[str, int]) -> str:
    return pointer_line(inline, counts).replace("not shown — it", "not shown - it")


vars(memory)["pointer_line"] = _pointer_line

__all__ = ["Adapter"]
