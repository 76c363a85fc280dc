"""Only lower-case tokens become prefix queries (capitalised ones are taken for names), so
"Latencia" finds no turn holding "latencias".

clause: SESS-2
sentence: Tokens of 4 characters or more become prefix queries, because Spanish inflects by suffix
"""

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.tools.builtin.session_search",
    ("if len(t) >= _PREFIX_MIN else", "if len(t) >= _PREFIX_MIN and t.islower() else"),
)
