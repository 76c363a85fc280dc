"""Topic slugs keep dots between letters: a topic "Node.js" is filed as topics/node.js.md (no
leading dot and no "..", so the file stays in topics/, but the slug is no longer [a-z0-9-]).

clause: STORE-5
sentence: no dots, no slashes
"""

import re
import unicodedata

from tests.liberal.kotoba_contrary import recall, slugs, store, topics
from tests.liberal.kotoba_contrary.adapter import Adapter

_OTHER = re.compile(r"[^a-z0-9.]+")
_SLUG = re.compile(r"[a-z0-9]+(?:[-.][a-z0-9]+)*")


def _slug_for(topic: object) -> str:
    if topic is None:
        return slugs.DEFAULT_TOPIC
    if not isinstance(topic, str):
        raise TypeError(f"topic must be a string, not {type(topic).__name__}")
    decomposed = unicodedata.normalize("NFKD", topic).lower()
    ascii_only = "".join(c for c in decomposed if c.isascii())
    slug = re.sub(r"\.{2,}", ".", _OTHER.sub("-", ascii_only))
    slug = re.sub(r"-?\.-?", ".", slug).strip("-.")[: slugs.MAX_SLUG].strip("-.")
    return slug or slugs.DEFAULT_TOPIC


def _is_slug(name: str) -> bool:
    return len(name) <= slugs.MAX_SLUG and _SLUG.fullmatch(name) is not None


for _module in (slugs, store, recall):
    vars(_module)["slug_for"] = _slug_for
for _module in (slugs, store, topics):
    vars(_module)["is_slug"] = _is_slug

__all__ = ["Adapter"]
