"""With no profile row the profile renders as an empty string, so the prompt's block is the bare
heading instead of "(nothing known about the user yet)".

clause: PROF-3
sentence: With nothing stored, that block reads (nothing known about the user yet).
"""

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.db.database",
    ('return "(nothing known about the user yet)"', 'return ""'),
)
