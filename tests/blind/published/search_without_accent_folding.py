"""Search keys are cut from the lower-cased text without folding accents, so "Malaga" no longer
finds "Lives in Málaga" (the duplicate check still folds them).

clause: RECALL-2
sentence: A search is keyword-based, accent-normalised and stemmed, ranked by how much of the query
  it covers.
"""

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.core.user_memory",
    (
        "return frozenset(_stem(w) for w in _keywords(text))",
        'return frozenset(_stem(w) for w in _kw(re.findall(r"[a-z0-9]+", (text or "").lower())))',
    ),
)
