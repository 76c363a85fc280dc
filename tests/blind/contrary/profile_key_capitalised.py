"""The profile reaches the prompt as "- Name: Alex", the key capitalised."""

CLAUSE = "PROF-2"
SENTENCE = "- name: Alex"
# ruff: noqa: E402 - CLAUSE and SENTENCE come first, as the blind brief's format has it

from tests.liberal.kotoba_contrary import profile
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.database import Database

_block = profile.profile_block


def _capitalised_block(database: Database) -> str:
    return "\n".join(
        f"- {line[2:3].upper()}{line[3:]}" if line.startswith("- ") else line
        for line in _block(database).splitlines()
    )


vars(profile)["profile_block"] = _capitalised_block

__all__ = ["Adapter"]
