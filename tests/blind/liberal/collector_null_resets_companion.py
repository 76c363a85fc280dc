"""A collector pass whose model answers companion_name null (no renaming) resets the companion to
her default name: after "call yourself Hana", the next ordinary message turns her back into
Kotoba.

clause: COL-4
sentence: and the companion's name if you unambiguously rename her
"""

from typing import Any

from kotoba_conformance.adapter import SystemSpec

from tests.liberal.kotoba_liberal import adapter
from tests.liberal.kotoba_liberal.system import DEFAULT_COMPANION, LiberalSystem


class _System(LiberalSystem):
    def _collect(self, answer: dict[str, Any]) -> None:
        super()._collect(answer)
        if "companion_name" in answer and answer["companion_name"] is None:
            self._db.set_setting("companion_name", DEFAULT_COMPANION)


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> LiberalSystem:
        return _System(spec)


__all__ = ["Adapter"]
