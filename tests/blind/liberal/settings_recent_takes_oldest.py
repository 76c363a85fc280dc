"""The settings payload takes the last eight entries of the newest-first ## Recent list, so with
more than eight facts memory.recent holds the oldest ones."""

CLAUSE = "HTTP-3"
SENTENCE = "The Settings API payload also carries the eight most recent facts (memory.recent)"
# ruff: noqa: E402 - the blind format puts CLAUSE first; edits quote whole lines

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
