"""The ## Topics line of a topic holding one fact says `(1 fact)`, grammatical but not the
documented `(1 facts)` shape.

clause: STORE-3
sentence: - pets → topics/pets.md (1 facts)
"""

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.core.user_memory",
    (
        '({n} facts)" for slug, n in topics))',
        "({n} fact{'s' if n != 1 else ''})\" for slug, n in topics))",
    ),
)
