"""The settings payload lists only the 20 biggest topics: with more topic files than that, the
smallest ones are missing from it (and so from the Memory panel).

clause: HTTP-3
sentence: Settings → Memory lists every topic as slug · count with a delete button.
"""

from typing import Any

from kotoba_conformance.adapter import SystemSpec

from tests.liberal.kotoba_liberal import adapter
from tests.liberal.kotoba_liberal.system import LiberalSystem

_TOPICS_SHOWN = 20


class _System(LiberalSystem):
    def _settings(self) -> dict[str, Any]:
        payload = super()._settings()
        payload["memory"]["topics"] = payload["memory"]["topics"][:_TOPICS_SHOWN]
        return payload


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> LiberalSystem:
        return _System(spec)


__all__ = ["Adapter"]
