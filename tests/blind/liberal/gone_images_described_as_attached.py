"""The instruction is written from every entry found, those whose bytes are gone included, so an
entry with no image is presented as attached for her to look at.

clause: VIS-6
sentence: The instruction it returns is written from what was actually attached, never from what was
  found.
"""

# ruff: noqa: E402 - the adapter is imported once its modules are edited

from tests.blind._source_edit import edit_module

edit_module(
    "tests.liberal.kotoba_liberal.visual",
    (
        "instruction=recall.instruction(query_text, attached, gone),",
        "instruction=recall.instruction(query_text, [*attached, *gone], []),",
    ),
)

from tests.liberal.kotoba_liberal.adapter import Adapter

__all__ = ["Adapter"]
