"""The profile reaches the prompt as "- Name: Alex", the key capitalised.

clause: PROF-2
sentence: - name: Alex
"""

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
