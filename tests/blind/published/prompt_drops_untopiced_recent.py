"""The prompt keeps only the ## Recent entries it can tag with a topic file, so a line added by
hand under ## Recent never reaches the prompt.

clause: EDIT-1
sentence: Adding a line under ## Recent in USER.md puts it inline immediately.
"""

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.core.user_memory",
    (
        'out = [f"{f} [{where[_norm(f)]}]" if _norm(f) in where else f for f in recent]',
        'out = [f"{f} [{where[_norm(f)]}]" for f in recent if _norm(f) in where]',
    ),
)
