"""POST /api/settings/user-name stores whatever name it is sent, so the first-run screen's skip (an
empty name) overwrites the name she already knows with "".

clause: PROF-4
sentence: An empty value is a no-op rather than an erasure — first run offers a skip, and a skip
  must not delete a name she already knows.
"""

# ruff: noqa: E501 - edits quote whole lines

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.server",
    (
        '    if name:\n        await http.app.state.db.upsert_user_profile("name", name)',
        '    if name is not None:\n        await http.app.state.db.upsert_user_profile("name", name)',
    ),
)
