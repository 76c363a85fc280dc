"""While the store holds no more facts than ## Recent can, the prompt shows every fact of every
topic file, so a bullet added to a topic file by hand is inline at once though it is not under
## Recent.

clause: PROMPT-5
sentence: It is just not inline in the prompt until it appears in ## Recent.
"""

from tests.liberal.kotoba_contrary import index, pointer, system
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.shelf import Shelf


def _prompt_lines(shelf: Shelf) -> list[str]:
    if shelf.total() > index.RECENT_CAP:
        return pointer.prompt_lines(shelf)
    extra = [fact for fact, _ in shelf.facts() if fact not in shelf.recent]
    widened = Shelf(shelf.topics, (*shelf.recent, *dict.fromkeys(extra)))
    return pointer.prompt_lines(widened)


vars(system)["prompt_lines"] = _prompt_lines

__all__ = ["Adapter"]
