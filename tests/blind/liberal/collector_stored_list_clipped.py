"""The collector's list of stored facts is clipped to 1,500 characters to bound the prompt, so with
a few dozen facts stored the later ones are never shown for de-duplication.

clause: COL-3
sentence: It is fed what is already stored, so it can do the cross-language de-duplication the
  write-time keyword check cannot
"""

# ruff: noqa: E402 - the adapter is imported once its modules are edited

from tests.blind._source_edit import edit_module

edit_module(
    "tests.liberal.kotoba_liberal.collector",
    (
        '    listed = "\\n".join(f"- {fact}" for fact in stored) or "(nothing stored yet)"',
        '    listed = "\\n".join(f"- {fact}" for fact in stored)[:1500] or "(nothing stored yet)"',
    ),
)

from tests.liberal.kotoba_liberal.adapter import Adapter

__all__ = ["Adapter"]
