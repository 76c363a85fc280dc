"""A write with no topic is filed under the topic of the newest fact in ## Recent (the last topic
used), not under general; only on an empty store does the default fall back to general.

clause: STORE-6
sentence: an optional free-form topic (defaults to general)
"""

from tests.liberal.kotoba_contrary import store
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.outcome import Outcome
from tests.liberal.kotoba_contrary.shelf import load

_write = store.write


def _write_sticky(memory_dir: str, fact: object, topic: object) -> Outcome:
    if topic is None:
        shelf = load(memory_dir)
        if shelf.recent:
            topic = shelf.topic_of(shelf.recent[-1])
    return _write(memory_dir, fact, topic)


vars(store)["write"] = _write_sticky

__all__ = ["Adapter"]
