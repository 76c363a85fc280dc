"""The collector's prompt keeps facts "still true in about a month" instead of about seven days."""

CLAUSE = "COL-2"
SENTENCE = 'Its rule is "only things still true in about seven days".'
# ruff: noqa: E402 - CLAUSE and SENTENCE come first, as the blind brief's format has it

from tests.liberal.kotoba_contrary import collector_prompt
from tests.liberal.kotoba_contrary.adapter import Adapter

vars(collector_prompt)["INSTRUCTIONS"] = collector_prompt.INSTRUCTIONS.replace(
    "still be true in about seven days, a week from now", "still be true in about a month"
)

__all__ = ["Adapter"]
