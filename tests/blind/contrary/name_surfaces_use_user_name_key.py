"""Setup and the first-run screen store the user's name under the key "user_name" instead of
"name", so the prompt shows "- user_name: Alex" and the row the documents name is never set.

clause: PROF-1
sentence: Three places call upsert_user_profile, and all three pass the key "name"
"""

from tests.liberal.kotoba_contrary import profile
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.database import Database
from tests.liberal.kotoba_contrary.text import one_line, require_text


def _set_user_name(database: Database, name: object, surface: object) -> None:
    if require_text(surface, "surface") not in profile.SURFACES:
        raise ValueError(f"unknown surface: {surface!r}")
    profile.upsert_user_profile(database, "user_name", one_line(require_text(name, "name")))


vars(profile)["set_user_name"] = _set_user_name

__all__ = ["Adapter"]
