"""Every name set is also copied into the settings table, and the profile block falls back to
that copy when user_profile holds no name: deleting the name row by hand no longer clears it,
not even after a restart.

clause: PROF-5
sentence: To remove it you edit the user_profile table in the database directly.
"""

from tests.liberal.kotoba_liberal import profile
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.database import Database
from tests.liberal.kotoba_liberal.text import collapse

_upsert = profile.upsert
_block = profile.block


def _upsert_mirrored(db: Database, key: str, value: str) -> None:
    _upsert(db, key, value)
    if key == "name" and isinstance(value, str) and collapse(value):
        db.set_setting("user_name", collapse(value))


def _block_with_fallback(db: Database) -> str:
    block = _block(db)
    if "\n- name: " in block:
        return block
    mirrored = db.setting("user_name")
    if not mirrored:
        return block
    bullets = block.split("\n")[1:] if block.startswith(profile.HEADING) else []
    return "\n".join([profile.HEADING, f"- name: {mirrored}", *bullets])


vars(profile)["upsert"] = _upsert_mirrored
vars(profile)["block"] = _block_with_fallback

__all__ = ["Adapter"]
