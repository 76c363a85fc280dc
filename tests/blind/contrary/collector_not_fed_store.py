"""The collector's prompt never lists what is already stored (it always says nothing is), so the
model cannot de-duplicate across languages."""

CLAUSE = "COL-3"
SENTENCE = "It is fed what is already stored, so it can do the cross-language de-duplication"
# ruff: noqa: E402 - CLAUSE and SENTENCE come first, as the blind brief's format has it

from collections.abc import Sequence

from tests.liberal.kotoba_contrary import collector, collector_prompt
from tests.liberal.kotoba_contrary.adapter import Adapter


def _build(_stored: Sequence[str], companion: str, message: str) -> str:
    return collector_prompt.build([], companion, message)


vars(collector)["build"] = _build

__all__ = ["Adapter"]
