"""Once the database exists, a user_profile table with no rows gives the heading alone: only an
install with no database yet reads "(nothing known about the user yet)", so after a turn is
logged, or the name row is deleted by hand, the block is an empty heading.

clause: PROF-3
sentence: With nothing stored, that block reads (nothing known about the user yet).
"""

import os

from tests.liberal.kotoba_contrary import profile
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.database import Database

_profile_block = profile.profile_block


def _profile_block_heading_only(database: Database) -> str:
    block = _profile_block(database)
    if block.endswith(profile.NOTHING) and os.path.isfile(database.path):
        return profile.HEADING
    return block


vars(profile)["profile_block"] = _profile_block_heading_only

__all__ = ["Adapter"]
