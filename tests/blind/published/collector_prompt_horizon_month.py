"""The collector's prompt closes with "Only include things that will still be true in a month.", so
both its horizons are a month and none is about a week."""

CLAUSE = "COL-2"
SENTENCE = "only things still true in about seven days"
# ruff: noqa: E402 - the blind format puts CLAUSE first; edits quote whole lines

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.core.memory",
    (
        "Only include things that will still be true in a week.",
        "Only include things that will still be true in a month.",
    ),
)
