"""A swapped name counts as a corrected value even when more of the fact follows it, so "Has a
friend named Ana who is 30" retires "Has a friend named Tom who is 30".

clause: WRITE-8
sentence: The comparison is not about how much two facts overlap but where they differ — a swapped
  verb is a rewording, a swapped subject is another statement.
"""

# ruff: noqa: E402 - the adapter is imported once its modules are edited

from tests.blind._source_edit import edit_module

edit_module(
    "tests.liberal.kotoba_liberal.sameness",
    (
        "    return end == 0 and _is_name(mid_a) and _is_name(mid_b)",
        "    return _is_name(mid_a) and _is_name(mid_b)",
    ),
)

from tests.liberal.kotoba_liberal.adapter import Adapter

__all__ = ["Adapter"]
