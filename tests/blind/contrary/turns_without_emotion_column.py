"""The turns table is created without the dead emotion column (tools_used stays, with the
comment)."""

CLAUSE = "SESS-5"
SENTENCE = "The turns table has an emotion column and a tools_used column."
# ruff: noqa: E402 - CLAUSE and SENTENCE come first, as the blind brief's format has it

from tests.liberal.kotoba_contrary import database
from tests.liberal.kotoba_contrary.adapter import Adapter

vars(database)["SCHEMA"] = database.SCHEMA.replace("    emotion TEXT,\n", "", 1)

__all__ = ["Adapter"]
