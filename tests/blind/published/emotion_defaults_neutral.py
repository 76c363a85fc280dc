"""insert_turn defaults its emotion to "neutral", so every turn logged with role and content only
stores "neutral" in the emotion column instead of NULL."""

CLAUSE = "SESS-5"
SENTENCE = "Both are NULL in every row."
# ruff: noqa: E402 - the blind format puts CLAUSE first; edits quote whole lines

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.db.database",
    ("emotion: Optional[str] = None,", 'emotion: Optional[str] = "neutral",'),
)
