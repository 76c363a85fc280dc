"""Only tokens of five characters or more become prefix queries: a four-letter word such as
"gato" no longer finds "gatos"."""

CLAUSE = "SESS-2"
SENTENCE = "Tokens of 4 characters or more become prefix queries"
# ruff: noqa: E402 - CLAUSE and SENTENCE come first, as the blind brief's format has it

from tests.liberal.kotoba_contrary import sessions
from tests.liberal.kotoba_contrary.adapter import Adapter

vars(sessions)["PREFIX_FROM"] = 5

__all__ = ["Adapter"]
