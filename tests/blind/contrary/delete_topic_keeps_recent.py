"""delete_topic removes the topic file and rebuilds ## Topics, but leaves the deleted topic's
facts under ## Recent, where they stay inline (untagged) until the next write.

clause: EDIT-2
sentence: delete_topic and the write path both filter Recent against what still exists
"""

import os

from tests.liberal.kotoba_contrary import atomic, index, store, topics
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.shelf import load
from tests.liberal.kotoba_contrary.slugs import is_slug
from tests.liberal.kotoba_contrary.text import require_text


def _delete_topic(memory_dir: str, slug: object) -> None:
    name = require_text(slug, "slug")
    if not is_slug(name) or not os.path.isdir(memory_dir):
        return
    with atomic.locked(memory_dir):
        before = load(memory_dir)
        topics.delete(memory_dir, name)
        after = load(memory_dir)
        counts = [(topic.slug, len(topic.facts)) for topic in after.topics]
        index.write(memory_dir, list(before.recent), counts)


vars(store)["delete_topic"] = _delete_topic

__all__ = ["Adapter"]
