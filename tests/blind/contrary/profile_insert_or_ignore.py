"""upsert_user_profile inserts with INSERT OR IGNORE, so the first name ever stored sticks:
re-running setup, the first-run screen or telling her a new name never overwrites it.

clause: PROF-4
sentence: Overwriting is easy: re-run kotoba setup, or just tell her
"""

from tests.liberal.kotoba_contrary import collector, profile
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.database import Database
from tests.liberal.kotoba_contrary.text import require_text


def _upsert_user_profile(database: Database, key: object, value: object) -> None:
    key_text, value_text = require_text(key, "key"), require_text(value, "value")
    if not value_text.strip() or not key_text.strip():
        return
    with database.writing() as connection:
        connection.execute(
            "INSERT OR IGNORE INTO user_profile(key, value) VALUES (?, ?)", (key_text, value_text)
        )


vars(profile)["upsert_user_profile"] = _upsert_user_profile
vars(collector)["upsert_user_profile"] = _upsert_user_profile

__all__ = ["Adapter"]
