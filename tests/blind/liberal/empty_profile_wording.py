"""With no name stored, the profile block reads "(nothing known yet)" instead of the documents'
"(nothing known about the user yet)"."""

CLAUSE = "PROF-3"
SENTENCE = "With nothing stored, that block reads (nothing known about the user yet)."
# ruff: noqa: E402 - CLAUSE and SENTENCE come first, as the blind brief's format has it

from tests.liberal.kotoba_liberal import profile
from tests.liberal.kotoba_liberal.adapter import Adapter

vars(profile)["NOTHING"] = "(nothing known yet)"

__all__ = ["Adapter"]
