"""The prompt leaves out ## Recent lines that no topic file holds, so a line added by hand under
## Recent never reaches the prompt (the pointer line's N counts only the lines shown).

clause: EDIT-1
sentence: Adding a line under ## Recent in USER.md puts it inline immediately.
"""

from tests.liberal.kotoba_contrary import system
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.pointer import prompt_lines
from tests.liberal.kotoba_contrary.shelf import Shelf


def _prompt_lines(shelf: Shelf) -> list[str]:
    filed = tuple(fact for fact in shelf.recent if shelf.topic_of(fact) is not None)
    return prompt_lines(Shelf(shelf.topics, filed))


vars(system)["prompt_lines"] = _prompt_lines

__all__ = ["Adapter"]
