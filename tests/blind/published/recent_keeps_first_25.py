"""The index rebuild keeps the first 25 entries of the Recent list instead of the last 25, so from
the 26th write on the newest fact never reaches ## Recent or the prompt.

clause: STORE-2
sentence: ## Recent holds the last 25 facts and is the part that goes into every prompt.
"""

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.core.user_memory",
    ("recent = recent[-RECENT_CAP:]", "recent = recent[:RECENT_CAP]"),
)
