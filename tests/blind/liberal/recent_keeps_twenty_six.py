"""## Recent keeps 26 facts instead of 25: with more facts stored than that, one too many stays
inline (and reaches every prompt)."""

CLAUSE = "STORE-2"
SENTENCE = "## Recent holds the last 25 facts and is the part that goes into every prompt"
# ruff: noqa: E402 - CLAUSE and SENTENCE come first, as the blind brief's format has it

from tests.liberal.kotoba_liberal import memory
from tests.liberal.kotoba_liberal.adapter import Adapter

vars(memory)["RECENT_CAP"] = 26

__all__ = ["Adapter"]
