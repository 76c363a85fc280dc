"""The turns table gives tools_used a default of '[]', so every inserted turn carries an empty
list there instead of NULL (the schema comment still says both columns are NULL)."""

CLAUSE = "SESS-5"
SENTENCE = "Both are NULL in every row."
# ruff: noqa: E402 - CLAUSE and SENTENCE come first, as the blind brief's format has it

from tests.liberal.kotoba_contrary import database
from tests.liberal.kotoba_contrary.adapter import Adapter

_PLAIN = "    tools_used TEXT\n"
assert _PLAIN in database.SCHEMA
vars(database)["SCHEMA"] = database.SCHEMA.replace(_PLAIN, "    tools_used TEXT DEFAULT '[]'\n")

__all__ = ["Adapter"]
