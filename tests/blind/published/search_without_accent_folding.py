"""Search keys are cut from the lower-cased text without folding accents, so "Malaga" no longer
finds "Lives in Málaga" (the duplicate check still folds them)."""

CLAUSE = "RECALL-2"
SENTENCE = (
    "A search is keyword-based, accent-normalised and stemmed, ranked by how much of the "
    "query it covers."
)
# ruff: noqa: E402 - the blind format puts CLAUSE first; edits quote whole lines

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.core.user_memory",
    (
        "return frozenset(_stem(w) for w in _keywords(text))",
        'return frozenset(_stem(w) for w in _kw(re.findall(r"[a-z0-9]+", (text or "").lower())))',
    ),
)
