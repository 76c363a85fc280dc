"""Every session_search token becomes a prefix query, short ones too: "la" finds turns that only
hold "las" or "lago"."""

CLAUSE = "SESS-3"
SENTENCE = "Below 4 characters the wildcard costs far more than it buys"
# ruff: noqa: E402 - CLAUSE and SENTENCE come first, as the blind brief's format has it

from tests.liberal.kotoba_liberal import conversation
from tests.liberal.kotoba_liberal.adapter import Adapter

vars(conversation)["PREFIX_FROM"] = 1

__all__ = ["Adapter"]
