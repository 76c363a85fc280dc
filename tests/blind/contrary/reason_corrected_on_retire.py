"""write_fact answers reason "corrected" instead of "written" when the write retired an older
fact, as in the documents' measured correction example (written is still True).

clause: WRITE-1
sentence: {'written': True, 'reason': 'written',
"""

from kotoba_conformance.adapter import WriteResult

from tests.liberal.kotoba_contrary import system
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.outcome import Outcome


def _documented(outcome: Outcome) -> WriteResult:
    return WriteResult(
        written=outcome.written,
        reason="corrected" if outcome.written and outcome.retired else outcome.reason,
        retired=list(outcome.retired),
        conflicts=list(outcome.conflicts),
        duplicate_of=outcome.duplicate_of,
    )


vars(system)["_documented"] = _documented

__all__ = ["Adapter"]
