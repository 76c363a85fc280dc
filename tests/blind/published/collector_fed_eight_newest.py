"""The collector's prompt lists only the eight newest stored facts (to keep it short), so with more
facts stored an older one is never shown for de-duplication."""

CLAUSE = "COL-3"
SENTENCE = (
    "It is fed what is already stored, so it can do the cross-language de-duplication the"
    " write-time keyword check cannot"
)
# ruff: noqa: E402 - the blind format puts CLAUSE first; edits quote whole lines

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.core.memory",
    (
        '"\\n".join(f"- {f}" for f in known) if known',
        '"\\n".join(f"- {f}" for f in known[-8:]) if known',
    ),
)
