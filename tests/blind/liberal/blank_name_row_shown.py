"""A name row whose value the user blanked by hand ('' or spaces) still counts as stored: the
block reads "# What you know about the user" and "- name: " instead of the nothing-known line.

clause: PROF-3
sentence: With nothing stored, that block reads (nothing known about the user yet).
answer: undocumented: no surface stores a blank name (an empty value is a no-op), and the documents
  speak of clearing the name by hand only as deleting the row; whether a row blanked by hand still
  counts as stored is not said, and the reference itself shows it as '- name: '
"""

from tests.liberal.kotoba_liberal import profile
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.database import Database
from tests.liberal.kotoba_liberal.text import collapse


def _block(db: Database) -> str:
    with db.connect() as connection:
        rows = connection.execute("SELECT key, value FROM user_profile").fetchall()
    known = sorted(
        ((str(k), collapse(str(v))) for k, v in rows),
        key=lambda kv: (kv[0] != "name", kv[0]),
    )
    if not known:
        return profile.NOTHING
    return "\n".join([profile.HEADING, *(f"- {key}: {value}" for key, value in known)])


vars(profile)["block"] = _block

__all__ = ["Adapter"]
