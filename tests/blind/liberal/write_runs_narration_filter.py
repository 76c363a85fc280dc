"""memory_write screens its fact with the collector's task-narration filter, so an explicit
"Running the Berlin marathon every April" is refused instead of saved.

clause: WRITE-13
sentence: That filter is off for an explicit memory_write, because there she has already decided.
"""

from tests.liberal.kotoba_liberal import memory
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.narration import looks_ephemeral
from tests.liberal.kotoba_liberal.refusals import Refusal, refusal_of


def _refusal_of(raw: str) -> Refusal | None:
    refusal = refusal_of(raw)
    if refusal is None and looks_ephemeral(raw):
        return Refusal("narration", "NOT SAVED — that reads as task narration, not a fact.")
    return refusal


vars(memory)["refusal_of"] = _refusal_of

__all__ = ["Adapter"]
