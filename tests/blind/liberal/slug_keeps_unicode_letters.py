"""Topic slugs keep letters outside ASCII that have no accent to strip: a topic "日本" is filed as
topics/日本.md and "Øl" as topics/øl.md, not under an [a-z0-9-] slug."""

CLAUSE = "STORE-5"
SENTENCE = "A topic slug is [a-z0-9-] only"
# ruff: noqa: E402 - CLAUSE and SENTENCE come first, as the blind brief's format has it

import re

from tests.liberal.kotoba_liberal import text
from tests.liberal.kotoba_liberal.adapter import Adapter

vars(text)["_NOT_SLUG"] = re.compile(r"[\W_]+")

__all__ = ["Adapter"]
