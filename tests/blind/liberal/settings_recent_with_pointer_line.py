"""With fewer than eight entries under ## Recent, the settings payload's memory.recent fills up
with the prompt's pointer line after the facts, so it carries something that is not a fact.

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
        recent = list(payload["memory"]["recent"])
        lines = self._memory.prompt_lines()
        if len(recent) < 8 and lines:
            recent.append(lines[-1])
        payload["memory"]["recent"] = recent
        return payload


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> LiberalSystem:
        return _System(spec)


__all__ = ["Adapter"]
