"""The size check refuses only images two bytes or more over the limit, so an image exactly one
byte too big is kept and reported as saved.

clause: VIS-4
sentence: a too-big image as saved.
"""

# ruff: noqa: E402 - the adapter is imported once its modules are edited

from tests.blind._source_edit import edit_module

edit_module(
    "tests.liberal.kotoba_liberal.visual_store",
    ("        if total > self.limit:\n", "        if total > self.limit + 1:\n"),
)

from tests.liberal.kotoba_liberal.adapter import Adapter

__all__ = ["Adapter"]
