"""With more than 25 facts, ## Recent keeps the 25 oldest instead of the 25 newest: a new fact
never reaches the prompt.

clause: STORE-2
sentence: ## Recent holds the last 25 facts
"""

from collections.abc import Sequence

from tests.liberal.kotoba_contrary import index, store
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.shelf import load


def _rebuild(
    memory_dir: str, newest: Sequence[str], recent: Sequence[str], added: str | None
) -> None:
    shelf = load(memory_dir, newest)
    still_stored = {fact for fact, _ in shelf.facts()}
    entries = [fact for fact in recent if fact in still_stored and fact != added]
    if added is not None:
        entries.append(added)
    entries = list(dict.fromkeys(entries))[: index.RECENT_CAP]
    counts = [(topic.slug, len(topic.facts)) for topic in shelf.topics]
    index.write(memory_dir, entries, counts)


vars(store)["_rebuild"] = _rebuild

__all__ = ["Adapter"]
