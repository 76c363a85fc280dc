"""A correction's reply names only the first fact it retired, so when one write retires two stored
facts (a colour kept under two topics) the second is deleted without being named.

clause: WRITE-7
sentence: the reply states what it replaced and what still contradicts it
"""

# ruff: noqa: E402 - the adapter is imported once its modules are edited

from tests.blind._source_edit import edit_module

edit_module(
    "tests.liberal.kotoba_liberal.replies",
    (
        'reply += f"\\nThis replaces, now deleted for good: {_quoted(retired)}."',
        'reply += f"\\nThis replaces, now deleted for good: {_quoted(retired[:1])}."',
    ),
)

from tests.liberal.kotoba_liberal.adapter import Adapter

__all__ = ["Adapter"]
