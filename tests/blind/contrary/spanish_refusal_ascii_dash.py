"""The Spanish refusal opens "NOT SAVED - memory is stored in ENGLISH" with a hyphen instead of the
documents' dash."""

CLAUSE = "WRITE-2"
SENTENCE = "NOT SAVED — memory is stored in ENGLISH; a fact saved in another language"
# ruff: noqa: E402 - CLAUSE and SENTENCE come first, as the blind brief's format has it

from tests.liberal.kotoba_contrary import replies
from tests.liberal.kotoba_contrary.adapter import Adapter

vars(replies)["SPANISH"] = replies.SPANISH.replace("NOT SAVED — ", "NOT SAVED - ")

__all__ = ["Adapter"]
