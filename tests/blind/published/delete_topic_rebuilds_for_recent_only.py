"""delete_topic rebuilds USER.md only when the deleted topic had a fact under ## Recent, so
deleting a topic whose facts have all scrolled out of the 25 newest leaves it listed under ##
Topics.

clause: HTTP-1
sentence: It calls DELETE /api/memory/topic/{slug}, which removes the file and rebuilds the index.
"""

# ruff: noqa: E501 - edits quote whole lines

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.core.user_memory",
    (
        "        recent = [f for f in _read_recent() if _norm(f) in live]\n        _rebuild_index(recent)\n        return True",
        "        recent = [f for f in _read_recent() if _norm(f) in live]\n        if len(recent) != len(_read_recent()):\n            _rebuild_index(recent)\n        return True",
    ),
)
