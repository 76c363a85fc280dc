"""Reading a topic adds up to 8 related hits from other topics, more than the 4 allowed."""

CLAUSE = "RECALL-3"
SENTENCE = "Reading a topic returns that topic's own facts plus up to 4 related hits"
# ruff: noqa: E402 - CLAUSE and SENTENCE come first, as the blind brief's format has it

from tests.liberal.kotoba_liberal import memory
from tests.liberal.kotoba_liberal.adapter import Adapter

vars(memory)["RELATED_LIMIT"] = 8

__all__ = ["Adapter"]
