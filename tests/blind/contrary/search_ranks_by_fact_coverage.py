"""Search ranks hits by how much of the fact the query covers (matched words over the fact's
words) instead of how much of the query the fact covers, so a short fact matching one query word
outranks a longer fact matching them all.

clause: RECALL-2
sentence: ranked by how much of the query it covers
"""

from tests.liberal.kotoba_contrary import recall, search
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.search import Hit
from tests.liberal.kotoba_contrary.shelf import Shelf


def _search(shelf: Shelf, query: str, limit: int | None = search.MAX_HITS) -> list[Hit]:
    wanted = search.query_terms(query)
    if not wanted:
        return []
    hits = []
    for fact, slug in shelf.facts():
        own = search.terms(fact)
        matched = len(wanted & own)
        if matched:
            hits.append(Hit(fact, slug, matched / len(own)))  # the change: over the fact's terms
    hits.sort(key=lambda hit: hit.slug, reverse=True)
    hits.sort(key=lambda hit: (-hit.coverage, len(hit.fact)))
    return hits[:limit]


for _module in (search, recall):
    vars(_module)["search"] = _search

__all__ = ["Adapter"]
