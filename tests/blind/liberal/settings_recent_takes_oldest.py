"""The settings payload takes the last eight entries of the newest-first ## Recent list, so with
more than eight facts memory.recent holds the oldest ones.

clause: HTTP-3
sentence: The Settings API payload also carries the eight most recent facts (memory.recent)
"""

# ruff: noqa: E402 - the adapter is imported once its modules are edited

from tests.blind._source_edit import edit_module

edit_module(
    "tests.liberal.kotoba_liberal.system",
    (
        '"recent": self._memory.recent()[:RECENT_IN_SETTINGS]',
        '"recent": self._memory.recent()[-RECENT_IN_SETTINGS:]',
    ),
)

from tests.liberal.kotoba_liberal.adapter import Adapter

__all__ = ["Adapter"]
