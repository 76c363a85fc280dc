"""The first-run screen (POST /api/settings/user-name) stores the name under the key "user_name"
instead of "name": the prompt shows "- user_name: Alex", and a name set by setup is not replaced
but kept beside it.

clause: PROF-1
sentence: all three pass the key "name"
"""

from tests.liberal.kotoba_liberal import profile
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.database import Database

_set_user_name = profile.set_user_name


def _set_user_name_by_surface(db: Database, name: str, surface: str) -> None:
    if surface == "first-run":
        profile.upsert(db, "user_name", name)
        return
    _set_user_name(db, name, surface)


vars(profile)["set_user_name"] = _set_user_name_by_surface

__all__ = ["Adapter"]
