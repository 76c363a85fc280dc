"""A topic file's bullets are read as one list that ends at the first blank line after it, so a
bullet the user adds by hand below a blank line is neither found nor counted.

clause: RECALL-5
sentence: So a hand-added fact is real memory.
"""

# ruff: noqa: E402, E501 - edits quote whole lines; the adapter is imported once they are made

from tests.blind._source_edit import edit_module

edit_module(
    "tests.liberal.kotoba_liberal.files",
    (
        "        if fact:\n            found.append(fact)\n    return found",
        "        if fact:\n            found.append(fact)\n        elif found and not line.strip():\n            break\n    return found",
    ),
)

from tests.liberal.kotoba_liberal.adapter import Adapter

__all__ = ["Adapter"]
