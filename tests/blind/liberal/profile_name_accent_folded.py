"""The profile block strips accents from each value before it reaches the prompt, so a name
stored as "José Muñoz" is shown as "- name: Jose Munoz" (the table itself still holds it right).

clause: PROF-2
sentence: It reaches the prompt as a bulleted list under # What you know about the user
"""

import unicodedata

from tests.liberal.kotoba_liberal import profile
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.database import Database

_block = profile.block


def _plain(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _ascii_block(db: Database) -> str:
    return _plain(_block(db))


vars(profile)["block"] = _ascii_block

__all__ = ["Adapter"]
