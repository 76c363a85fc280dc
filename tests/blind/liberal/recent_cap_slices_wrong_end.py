"""The index keeps the last 25 of its newest-first Recent list, as if it were oldest first, so from
the 26th fact on the fact just written is the one left out of ## Recent.

clause: STORE-2
sentence: ## Recent is capped at 25 entries (RECENT_CAP).
"""

# ruff: noqa: E402 - the adapter is imported once its modules are edited

from tests.blind._source_edit import edit_module

edit_module(
    "tests.liberal.kotoba_liberal.memory",
    (
        "recent = list(dict.fromkeys(recent))[:RECENT_CAP]",
        "recent = list(dict.fromkeys(recent))[-RECENT_CAP:]",
    ),
)

from tests.liberal.kotoba_liberal.adapter import Adapter

__all__ = ["Adapter"]
