"""Topic slugs keep letters outside ASCII: a topic "Café" is filed as topics/café.md, and
"Москва" as topics/москва.md.

clause: STORE-5
sentence: A topic slug is [a-z0-9-] only
"""

import re

from tests.liberal.kotoba_contrary import recall, slugs, store, topics
from tests.liberal.kotoba_contrary.adapter import Adapter

_OTHER = re.compile(r"[\W_]+")
_SLUG = re.compile(r"[^\W_]+(?:-[^\W_]+)*")


def _slug_for(topic: object) -> str:
    if topic is None:
        return slugs.DEFAULT_TOPIC
    if not isinstance(topic, str):
        raise TypeError(f"topic must be a string, not {type(topic).__name__}")
    slug = _OTHER.sub("-", topic.lower()).strip("-")[: slugs.MAX_SLUG].strip("-")
    return slug or slugs.DEFAULT_TOPIC


def _is_slug(name: str) -> bool:
    return len(name) <= slugs.MAX_SLUG and _SLUG.fullmatch(name) is not None


for _module in (slugs, store, recall):
    vars(_module)["slug_for"] = _slug_for
for _module in (slugs, store, topics):
    vars(_module)["is_slug"] = _is_slug

__all__ = ["Adapter"]
