"""Dots survive in topic slugs: a topic "node.js" is filed as topics/node.js.md."""

CLAUSE = "STORE-5"
SENTENCE = "A topic slug is [a-z0-9-] only — no dots, no slashes"
# ruff: noqa: E402 - CLAUSE and SENTENCE come first, as the blind brief's format has it

import re

from tests.liberal.kotoba_liberal import text
from tests.liberal.kotoba_liberal.adapter import Adapter

vars(text)["_NOT_SLUG"] = re.compile(r"[^a-z0-9.]+")

__all__ = ["Adapter"]
