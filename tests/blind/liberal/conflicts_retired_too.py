"""A stored fact that only shares the new fact's frame (a possible contradiction the store cannot
judge) is retired instead of kept: "Lives in a flat" is deleted by "Lives in Madrid".

clause: WRITE-9
sentence: so every judgement in this module is biased toward keeping
answer: undocumented: which stored facts a write cannot tell from a correction is each
  implementation's judgement, and no pair is one that every faithful implementation must keep (the
  same pair is retired by the reference and kept by kotoba_liberal); the kept cases the documents
  name, another subject (WRITE-8), are required and caught
"""

from collections.abc import Iterable

from tests.liberal.kotoba_liberal import memory
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.sameness import Judgement, judge


def _judge(new: str, stored: Iterable[str]) -> Judgement:
    judgement = judge(new, stored)
    return Judgement(judgement.duplicate_of, judgement.retired + judgement.conflicts, [])


vars(memory)["judge"] = _judge

__all__ = ["Adapter"]
