"""The write path refuses what the collector's narration filter would drop, so a fact she chose to
save that opens like task narration ("Creating the folder for the new script") is not saved.

clause: WRITE-13
sentence: That filter is off for an explicit memory_write, because there she has already decided.
"""

# ruff: noqa: E402, E501 - edits quote whole lines; the adapter is imported once they are made

from tests.blind._source_edit import edit_module

edit_module(
    "tests.liberal.kotoba_liberal.refusals",
    (
        "from .text import has_line_break",
        "from .narration import looks_ephemeral\nfrom .text import has_line_break",
    ),
    (
        "    if looks_compound(raw):",
        '    if looks_ephemeral(raw):\n        return Refusal("task-narration", "NOT SAVED — that reads as task narration, not a durable fact.")\n    if looks_compound(raw):',
    ),
)

from tests.liberal.kotoba_liberal.adapter import Adapter

__all__ = ["Adapter"]
