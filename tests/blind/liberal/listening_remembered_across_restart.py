"""Whether something is listening is saved in the database and read back on open, so after a
restart a reminder that comes due with nothing listening is handed to the departed listener and
settled.

clause: LIFE-2
sentence: it is not delivered, not settled, and stays due.
"""

# ruff: noqa: E402, E501 - edits quote whole lines; the adapter is imported once they are made

from tests.blind._source_edit import edit_module

edit_module(
    "tests.liberal.kotoba_liberal.lifetime",
    (
        "        self._listening = False\n",
        '        self._listening = db.setting("listening") == "1"\n',
    ),
    (
        "        self._listening = bool(listening)\n",
        '        self._listening = bool(listening)\n        self._db.set_setting("listening", "1" if listening else "0")\n',
    ),
)

from tests.liberal.kotoba_liberal.adapter import Adapter

__all__ = ["Adapter"]
