"""Lists search hits as the files hold them, topic files in slug order and each from top to
bottom, however much of the query each covers: the search finds the right facts but does not rank
them, where search is ranked by how much of the query a fact covers."""

from __future__ import annotations

from kotoba_reference import recall
from kotoba_reference.adapter import ReferenceAdapter

from tests.broken.search_hits_in_alphabetical_order import System as AlphabeticalSearch

CAUGHT_AS = {"RECALL-2"}


class System(AlphabeticalSearch):
    def ordered(
        self, hits: list[recall.Hit], topics: dict[str, tuple[str, ...]]
    ) -> list[recall.Hit]:
        in_files = [(slug, fact) for slug, facts in sorted(topics.items()) for fact in facts]
        return sorted(hits, key=lambda hit: in_files.index((hit.slug, hit.fact)))


class Adapter(ReferenceAdapter):
    system_class = System
