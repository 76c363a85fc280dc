"""The settings payload's memory.recent carries the eight oldest entries of ## Recent instead of
the eight most recent (the difference shows with more than eight facts).

clause: HTTP-3
sentence: R6
"""

from typing import Any

from kotoba_conformance.adapter import SystemSpec

from tests.liberal.kotoba_liberal import adapter
from tests.liberal.kotoba_liberal.system import LiberalSystem


class _System(LiberalSystem):
    def _settings(self) -> dict[str, Any]:
        payload = super()._settings()
        payload["memory"]["recent"] = self._memory.recent()[-8:]
        return payload


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> LiberalSystem:
        return _System(spec)


__all__ = ["Adapter"]
