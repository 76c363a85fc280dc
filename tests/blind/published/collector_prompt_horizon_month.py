"""The collector's prompt closes with "Only include things that will still be true in a month.", so
both its horizons are a month and none is about a week.

clause: COL-2
sentence: only things still true in about seven days
"""

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.core.memory",
    (
        "Only include things that will still be true in a week.",
        "Only include things that will still be true in a month.",
    ),
)
