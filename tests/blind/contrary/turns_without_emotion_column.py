"""The turns table is created without the dead emotion column (tools_used stays, with the
comment).

clause: SESS-5
sentence: The turns table has an emotion column and a tools_used column.
"""

from tests.liberal.kotoba_contrary import database
from tests.liberal.kotoba_contrary.adapter import Adapter

vars(database)["SCHEMA"] = database.SCHEMA.replace("    emotion TEXT,\n", "", 1)

__all__ = ["Adapter"]
