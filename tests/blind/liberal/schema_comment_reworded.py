"""The schema comment beside the dead columns is paraphrased ("every insert_turn call site
passes only role and content"), so it is not the documents' sentence word for word.

clause: SESS-5
sentence: emotion and tools_used are both DEAD: every insert_turn call site passes role and content
  only
"""

from tests.liberal.kotoba_liberal import database
from tests.liberal.kotoba_liberal.adapter import Adapter

_ORIGINAL = "call site passes role\n    -- and content only,"
assert _ORIGINAL in database.SCHEMA
vars(database)["SCHEMA"] = database.SCHEMA.replace(
    _ORIGINAL, "call site passes only\n    -- role and content,"
)

__all__ = ["Adapter"]
