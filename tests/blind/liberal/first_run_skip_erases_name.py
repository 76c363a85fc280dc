"""Skipping the name on the browser's first-run screen (POST /api/settings/user-name with an
empty name) erases the name she already knows; setup and the collector still leave it.

clause: PROF-4
sentence: An empty value is a deliberate no-op
"""

from tests.liberal.kotoba_liberal import profile
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.database import Database

_set_user_name = profile.set_user_name


def _set_user_name_first_run_clears(db: Database, name: str, surface: str) -> None:
    if surface == "first-run" and isinstance(name, str) and not name.strip():
        with db.connect() as connection:
            connection.execute("DELETE FROM user_profile WHERE key = 'name'")
        return
    _set_user_name(db, name, surface)


vars(profile)["set_user_name"] = _set_user_name_first_run_clears

__all__ = ["Adapter"]
