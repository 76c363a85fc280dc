"""A fact written without a topic is filed under "notes" instead of "general"."""

CLAUSE = "STORE-6"
SENTENCE = "an optional free-form topic (defaults to general)"
# ruff: noqa: E402 - CLAUSE and SENTENCE come first, as the blind brief's format has it

from tests.liberal.kotoba_liberal import text
from tests.liberal.kotoba_liberal.adapter import Adapter

vars(text)["DEFAULT_TOPIC"] = "notes"

__all__ = ["Adapter"]
