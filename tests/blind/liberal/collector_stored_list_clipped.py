"""The collector's list of stored facts is clipped to 1,500 characters to bound the prompt, so with
a few dozen facts stored the later ones are never shown for de-duplication."""

CLAUSE = "COL-3"
SENTENCE = (
    "It is fed what is already stored, so it can do the cross-language de-duplication the"
    " write-time keyword check cannot"
)
# ruff: noqa: E402 - the blind format puts CLAUSE first; edits quote whole lines

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
