"""The prefix threshold is compared off by one, so a three-character token is a prefix query too
and "bar" finds a turn that only says "Barcelona".

clause: SESS-3
sentence: Below 4 characters the wildcard costs far more than it buys
"""

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.tools.builtin.session_search",
    ("if len(t) >= _PREFIX_MIN else", "if len(t) >= _PREFIX_MIN - 1 else"),
)
