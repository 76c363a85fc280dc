"""The pointer line names every topic, however many there are: with fifty-odd topics it runs
past a thousand characters."""

CLAUSE = "PROMPT-3"
SENTENCE = "The pointer line is bounded on purpose."
# ruff: noqa: E402 - CLAUSE and SENTENCE come first, as the blind brief's format has it

from tests.liberal.kotoba_liberal import index
from tests.liberal.kotoba_liberal.adapter import Adapter

vars(index)["POINTER_TOPIC_BUDGET"] = 10**9

__all__ = ["Adapter"]
