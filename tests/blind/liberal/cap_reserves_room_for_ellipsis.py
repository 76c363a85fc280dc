"""The cap keeps 399 characters to leave room for the ellipsis and truncates from 400 on, so a fact
of exactly 400 characters loses its last word.

clause: WRITE-10
sentence: anything past 400 characters is truncated at a word boundary with an ellipsis.
"""

# ruff: noqa: E402, E501 - edits quote whole lines; the adapter is imported once they are made

from tests.blind._source_edit import edit_module

edit_module(
    "tests.liberal.kotoba_liberal.text",
    (
        "    if len(text) <= CAP:\n        return text\n    head = text[:CAP]\n    if not text[CAP].isspace():",
        "    if len(text) < CAP:\n        return text\n    head = text[: CAP - 1]\n    if not text[CAP - 1].isspace():",
    ),
)

from tests.liberal.kotoba_liberal.adapter import Adapter

__all__ = ["Adapter"]
