"""The 400-character cap is measured before whitespace is collapsed, so a fact under 400 characters
once collapsed, but longer as sent with runs of spaces, is cut and given an ellipsis.

clause: WRITE-10
sentence: anything past 400 characters is truncated at a word boundary with an ellipsis.
"""

# ruff: noqa: E501 - edits quote whole lines

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.core.user_memory",
    (
        '    fact = " ".join(fact.split())\n    if len(fact) > _MAX_FACT_CHARS:\n        fact = fact[:_MAX_FACT_CHARS].rsplit(" ", 1)[0] + "…"\n',
        '    if len(fact) > _MAX_FACT_CHARS:\n        fact = fact[:_MAX_FACT_CHARS].rsplit(" ", 1)[0] + "…"\n    fact = " ".join(fact.split())\n',
    ),
)
