"""Lists search hits as the files hold them, topic files in slug order and each from top to
bottom, however much of the query each covers: the search finds the right facts but does not rank
them, where search is ranked by how much of the query a fact covers.

clause: RECALL-2
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter

from tests.broken import _seams
from tests.broken.search_hits_in_alphabetical_order import System as AlphabeticalSearch


class System(AlphabeticalSearch):
    def ordered(self, hits: list[str]) -> list[str]:
        files = _seams.topic_facts(self.paths.memory_dir)
        in_files = [f"- {fact} [{slug}]" for slug, facts in files.items() for fact in facts]
        return sorted(hits, key=in_files.index)


class Adapter(ReferenceAdapter):
    system_class = System
