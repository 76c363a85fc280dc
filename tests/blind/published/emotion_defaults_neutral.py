"""insert_turn defaults its emotion to "neutral", so every turn logged with role and content only
stores "neutral" in the emotion column instead of NULL.

clause: SESS-5
sentence: Both are NULL in every row.
"""

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.db.database",
    ("emotion: Optional[str] = None,", 'emotion: Optional[str] = "neutral",'),
)
