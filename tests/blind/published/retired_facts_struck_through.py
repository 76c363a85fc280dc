"""Retiring a fact rewrites its bullet as a struck-through `~~fact~~ (retired)` line instead of
deleting it, so the old value stays in the topic file (unread, but kept).

clause: EDIT-4
sentence: _retire_facts drops bullets from every topic file that matches, and nothing is archived.
"""

# ruff: noqa: E501 - edits quote whole lines

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.core.user_memory",
    (
        '        kept = [ln for ln in lines\n                if not (ln.lstrip().startswith("- ") and _norm(ln.lstrip()[2:]) in targets)]\n        if len(kept) != len(lines):',
        '        kept = [f"~~{ln.strip()[2:]}~~ (retired)\\n"\n                if ln.lstrip().startswith("- ") and _norm(ln.lstrip()[2:]) in targets else ln\n                for ln in lines]\n        if kept != lines:',
    ),
)
