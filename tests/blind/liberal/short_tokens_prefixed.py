"""Every session_search token becomes a prefix query, short ones too: "la" finds turns that only
hold "las" or "lago".

clause: SESS-3
sentence: Below 4 characters the wildcard costs far more than it buys
"""

from tests.liberal.kotoba_liberal import conversation
from tests.liberal.kotoba_liberal.adapter import Adapter

vars(conversation)["PREFIX_FROM"] = 1

__all__ = ["Adapter"]
