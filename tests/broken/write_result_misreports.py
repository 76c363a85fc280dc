"""`write_fact` saves a new fact and answers `{'written': False, 'reason': None, ...}`: the
reason is not text, and the answer says not written though the fact is in its topic file. Each
half has its own scenario. It does so for one fact only, "Works as a nurse", so that the
scenarios' own setup, which trusts the answer, still runs.

clause: WRITE-1
caught in: The store's answer has the five documented keys, each of its type
caught in: The store's answer says written exactly when the fact was saved
"""

from __future__ import annotations

from typing import Any, cast

from kotoba_conformance.contract.adapter import WriteResult
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem


class System(ReferenceSystem):
    def write_fact(self, fact: object, topic: object = None) -> WriteResult:
        result = cast(dict[str, Any], super().write_fact(fact, topic))
        if result["reason"] == "written" and fact == "Works as a nurse":
            result.update(written=False, reason=None)
        return cast(WriteResult, result)


class Adapter(ReferenceAdapter):
    system_class = System
