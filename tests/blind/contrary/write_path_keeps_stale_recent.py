"""The write path rebuilds ## Recent without filtering it against the topic files, so a fact whose
bullet was deleted by hand stays in ## Recent (and inline, untagged) through every later write.

clause: EDIT-2
sentence: delete_topic and the write path both filter Recent against what still exists
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
    if added is None:  # delete_topic still filters; the write path no longer does
        entries = [fact for fact in recent if fact in still_stored]
    else:
        entries = [fact for fact in recent if fact != added] + [added]
    entries = list(dict.fromkeys(entries))[-index.RECENT_CAP :]
    counts = [(topic.slug, len(topic.facts)) for topic in shelf.topics]
    index.write(memory_dir, entries, counts)


vars(store)["_rebuild"] = _rebuild

__all__ = ["Adapter"]
