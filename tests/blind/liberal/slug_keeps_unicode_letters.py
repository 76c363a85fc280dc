"""Topic slugs keep letters outside ASCII that have no accent to strip: a topic "日本" is filed as
topics/日本.md and "Øl" as topics/øl.md, not under an [a-z0-9-] slug.

clause: STORE-5
sentence: A topic slug is [a-z0-9-] only
"""

import re

from tests.liberal.kotoba_liberal import text
from tests.liberal.kotoba_liberal.adapter import Adapter

vars(text)["_NOT_SLUG"] = re.compile(r"[\W_]+")

__all__ = ["Adapter"]
