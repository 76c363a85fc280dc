"""The collector's prompt never lists what is already stored (it always says nothing is), so the
model cannot de-duplicate across languages.

clause: COL-3
sentence: It is fed what is already stored, so it can do the cross-language de-duplication
"""

from collections.abc import Sequence

from tests.liberal.kotoba_contrary import collector, collector_prompt
from tests.liberal.kotoba_contrary.adapter import Adapter


def _build(_stored: Sequence[str], companion: str, message: str) -> str:
    return collector_prompt.build([], companion, message)


vars(collector)["build"] = _build

__all__ = ["Adapter"]
