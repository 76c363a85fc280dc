"""Keeps an undo file: every fact a correction retires is appended to `retired.md` in Kotoba's
home, beside the memory folder. The documents say retiring is a permanent delete, no archive.

clause: EDIT-4
"""

from __future__ import annotations

from kotoba_conformance.contract.adapter import WriteResult
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem


class System(ReferenceSystem):
    def write_fact(self, fact: object, topic: object = None) -> WriteResult:
        result = super().write_fact(fact, topic)
        if result["retired"]:
            with (self.paths.home / "retired.md").open("a", encoding="utf-8") as archive:
                archive.writelines(f"- {old}\n" for old in result["retired"])
        return result


class Adapter(ReferenceAdapter):
    system_class = System
