r"""Slugs keep every word character (`\w`), so a topic named "Café" or "to_do" makes
`topics/café.md` or `topics/to_do.md`, outside the [a-z0-9-] alphabet.

clause: STORE-5
sentence: A topic slug is [a-z0-9-] only — no dots, no slashes — so a topic file can never escape
  topics/.
"""

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.core.user_memory",
    (
        're.sub(r"[^a-z0-9]+", "-", (topic or "").lower())',
        're.sub(r"[^\\w]+", "-", (topic or "").lower())',
    ),
)
