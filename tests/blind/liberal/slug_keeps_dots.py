"""Dots survive in topic slugs: a topic "node.js" is filed as topics/node.js.md.

clause: STORE-5
sentence: A topic slug is [a-z0-9-] only — no dots, no slashes
"""

import re

from tests.liberal.kotoba_liberal import text
from tests.liberal.kotoba_liberal.adapter import Adapter

vars(text)["_NOT_SLUG"] = re.compile(r"[^a-z0-9.]+")

__all__ = ["Adapter"]
