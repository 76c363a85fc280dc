"""The turns table gives tools_used a default of '[]', so every inserted turn carries an empty
list there instead of NULL (the schema comment still says both columns are NULL).

clause: SESS-5
sentence: Both are NULL in every row.
"""

from tests.liberal.kotoba_contrary import database
from tests.liberal.kotoba_contrary.adapter import Adapter

_PLAIN = "    tools_used TEXT\n"
assert _PLAIN in database.SCHEMA
vars(database)["SCHEMA"] = database.SCHEMA.replace(_PLAIN, "    tools_used TEXT DEFAULT '[]'\n")

__all__ = ["Adapter"]
