"""Skipping the name on the first-run screen (an empty name) deletes the stored name instead of
leaving it as it was; kotoba setup still treats an empty name as a no-op.

clause: PROF-4
sentence: a skip must not delete a name she already knows
"""

from tests.liberal.kotoba_contrary import profile
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.database import Database
from tests.liberal.kotoba_contrary.text import one_line, require_text

_set_user_name = profile.set_user_name


def _set_user_name_clearing(database: Database, name: object, surface: object) -> None:
    if surface == "first-run" and not one_line(require_text(name, "name")):
        with database.writing() as connection:
            connection.execute("DELETE FROM user_profile WHERE key = 'name'")
        return
    _set_user_name(database, name, surface)


vars(profile)["set_user_name"] = _set_user_name_clearing

__all__ = ["Adapter"]
