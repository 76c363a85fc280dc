"""When the best match's bytes are gone, recall_image still tells her to analyze the image(s)
and hands her the old note as what to look at.

clause: VIS-6
sentence: An entry whose bytes are gone still said "analyze the image(s)"
"""

from collections.abc import Sequence

from tests.liberal.kotoba_liberal import visual_recall
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.visual_store import Entry

_instruction = visual_recall.instruction


def _found_instruction(query: str, attached: Sequence[Entry], gone: Sequence[Entry]) -> str:
    if not gone:
        return _instruction(query, attached, gone)
    found = [*attached, *gone]
    lines = [f"Found {len(found)} kept image(s) for {query!r}: analyze the image(s)."]
    lines += [f"- {entry.about} ({entry.kind}): {entry.note}" for entry in found]
    return "\n".join(lines)


vars(visual_recall)["instruction"] = _found_instruction

__all__ = ["Adapter"]
