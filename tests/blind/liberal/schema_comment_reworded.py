"""The schema comment beside the dead columns is paraphrased ("every insert_turn call site
passes only role and content"), so it is not the documents' sentence word for word."""

CLAUSE = "SESS-5"
SENTENCE = (
    "emotion and tools_used are both DEAD: every insert_turn call site passes role and content only"
)
# ruff: noqa: E402 - CLAUSE and SENTENCE come first, as the blind brief's format has it

from tests.liberal.kotoba_liberal import database
from tests.liberal.kotoba_liberal.adapter import Adapter

_ORIGINAL = "call site passes role\n    -- and content only,"
assert _ORIGINAL in database.SCHEMA
vars(database)["SCHEMA"] = database.SCHEMA.replace(
    _ORIGINAL, "call site passes only\n    -- role and content,"
)

__all__ = ["Adapter"]
