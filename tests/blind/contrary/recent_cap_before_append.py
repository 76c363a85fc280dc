"""The 25-entry cap is applied to ## Recent before the new fact is appended, so a full index
grows to 26 entries and keeps them all inline.

clause: STORE-2
sentence: ## Recent is capped at 25 entries (RECENT_CAP).
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
    entries = list(dict.fromkeys(entries))[-index.RECENT_CAP :]  # capped before the append
    if added is not None:
        entries.append(added)
    counts = [(topic.slug, len(topic.facts)) for topic in shelf.topics]
    index.write(memory_dir, entries, counts)


vars(store)["_rebuild"] = _rebuild

__all__ = ["Adapter"]
