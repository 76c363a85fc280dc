"""The turns table gives tools_used a default of '[]' (an empty JSON list), so every inserted
turn holds '[]' there instead of NULL.

clause: SESS-5
sentence: Both are NULL in every row.
"""

from tests.liberal.kotoba_liberal import database
from tests.liberal.kotoba_liberal.adapter import Adapter

_ORIGINAL = "    tools_used TEXT\n);"
assert _ORIGINAL in database.SCHEMA
vars(database)["SCHEMA"] = database.SCHEMA.replace(
    _ORIGINAL, "    tools_used TEXT DEFAULT '[]'\n);"
)

__all__ = ["Adapter"]
