"""Recall looks only at the 300 most recently kept entries, so an image kept before 300 others can
no longer be recalled.

clause: VIS-3
sentence: remember_image — keep one forever
"""

# ruff: noqa: E402, E501 - edits quote whole lines; the adapter is imported once they are made

from tests.blind._source_edit import edit_module

edit_module(
    "tests.liberal.kotoba_liberal.visual_store",
    (
        "        return [entry for entry in found if entry is not None]",
        "        kept = [entry for entry in found if entry is not None]\n        return sorted(kept, key=lambda entry: entry.kept_at)[-300:]",
    ),
)

from tests.liberal.kotoba_liberal.adapter import Adapter

__all__ = ["Adapter"]
