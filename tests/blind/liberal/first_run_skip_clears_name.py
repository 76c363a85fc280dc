"""The first-run route takes an empty name as a request to forget it and deletes the name row, so
the screen's skip clears a name she already knows.

clause: HTTP-4
sentence: Clearing it: there is no route and no command.
"""

# ruff: noqa: E402, E501 - edits quote whole lines; the adapter is imported once they are made

from tests.blind._source_edit import edit_module

edit_module(
    "tests.liberal.kotoba_liberal.profile",
    (
        '    upsert(db, "name", name)',
        '    if surface == "first-run" and not name.strip():\n        with db.connect() as connection:\n            connection.execute("DELETE FROM user_profile WHERE key = \'name\'")\n        return\n    upsert(db, "name", name)',
    ),
)

from tests.liberal.kotoba_liberal.adapter import Adapter

__all__ = ["Adapter"]
