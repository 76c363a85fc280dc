"""upsert_user_profile treats the profile as a single row: setting any key first empties the
table, so storing a second key (a city, say) silently erases the user's name.

clause: PROF-1
sentence: The user_profile table is a general key/value table and could hold more.
"""

from tests.liberal.kotoba_liberal import profile
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.database import Database
from tests.liberal.kotoba_liberal.text import collapse


def _upsert(db: Database, key: str, value: str) -> None:
    for name, given in (("key", key), ("value", value)):
        if not isinstance(given, str):
            raise TypeError(f"{name} must be text, not {type(given).__name__}")
    value = collapse(value)
    if not key.strip() or not value:
        return
    with db.connect() as connection:
        connection.execute("DELETE FROM user_profile")
        connection.execute("INSERT INTO user_profile (key, value) VALUES (?, ?)", (key, value))


vars(profile)["upsert"] = _upsert

__all__ = ["Adapter"]
