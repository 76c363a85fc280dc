"""The collector's prompt lists only the eight newest stored facts (to keep it short), so with more
facts stored an older one is never shown for de-duplication.

clause: COL-3
sentence: It is fed what is already stored, so it can do the cross-language de-duplication the
  write-time keyword check cannot
answer: undocumented: the documents say the collector is fed what is already stored, not how much of
  it, and the published Kotoba itself feeds a bounded list (its ## Recent facts); the eight newest
  still carry the fact the model just saved, which the documents' example ("recuerda: me gusta X")
  needs, so which older facts a bounded list drops is the suite's reading, optional (as for
  contrary/collector_fed_recent_only)
"""

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.core.memory",
    (
        '"\\n".join(f"- {f}" for f in known) if known',
        '"\\n".join(f"- {f}" for f in known[-8:]) if known',
    ),
)
