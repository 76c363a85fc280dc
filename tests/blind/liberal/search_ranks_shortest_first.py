"""Search hits are sorted by length before coverage, so a short fact matching one word of the query
is ranked above a longer one matching all of it.

clause: RECALL-2
sentence: A search is keyword-based, accent-normalised and stemmed, ranked by how much of the query
  it covers.
"""

# ruff: noqa: E402 - the adapter is imported once its modules are edited

from tests.blind._source_edit import edit_module

edit_module(
    "tests.liberal.kotoba_liberal.search",
    (
        "hits.sort(key=lambda hit: (-hit.coverage, len(hit.fact), hit.slug))",
        "hits.sort(key=lambda hit: (len(hit.fact), -hit.coverage, hit.slug))",
    ),
)

from tests.liberal.kotoba_liberal.adapter import Adapter

__all__ = ["Adapter"]
