"""recall_image matches a query only against each keepsake's entity and kind, never its note: a
keyword that only the note holds ("glasses", "receipt") finds nothing.

clause: VIS-5
sentence: Takes: query — a person's name, a product, any keyword.
answer: undocumented: which of a kept image's words a keyword is matched against (what it is about,
  its note, its kind) the documents do not say; the suite's reading, the note (visual.feature:
  Recalling a keyword that only an image's note holds attaches that image), is optional
"""

from collections.abc import Sequence
from dataclasses import replace

from tests.liberal.kotoba_liberal import visual_recall
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.visual_store import Entry

_rank = visual_recall.rank


def _rank_without_notes(entries: Sequence[Entry], query: str) -> list[Entry]:
    by_id = {entry.id: entry for entry in entries}
    ranked = _rank([replace(entry, note="") for entry in entries], query)
    return [by_id[entry.id] for entry in ranked]


vars(visual_recall)["rank"] = _rank_without_notes

__all__ = ["Adapter"]
