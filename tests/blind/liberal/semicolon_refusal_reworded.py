"""A fact refused for a semicolon gets a reply of its own ("NOT SAVED — one fact per call, no
semicolons."), not the documents' compound refusal (a coordinator still gets the right one).

clause: WRITE-4
sentence: NOT SAVED — that reads as more than one fact, and a compound fact can never be corrected
"""

from tests.liberal.kotoba_liberal import memory
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.refusals import Refusal, refusal_of


def _refusal_of(raw: str) -> Refusal | None:
    refusal = refusal_of(raw)
    if refusal is not None and refusal.reason == "more-than-one-fact" and ";" in raw:
        return Refusal(refusal.reason, "NOT SAVED — one fact per call, no semicolons.")
    return refusal


vars(memory)["refusal_of"] = _refusal_of

__all__ = ["Adapter"]
