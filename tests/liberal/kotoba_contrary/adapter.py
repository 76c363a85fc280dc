"""The factory the suite loads: `tests.liberal.kotoba_contrary.adapter:Adapter`."""

from __future__ import annotations

from kotoba_conformance.adapter import SystemSpec

from .system import ContrarySystem

CAPABILITIES = ["facts", "prompt", "session-search", "profile", "personal", "paths", "collector"]


class Adapter:
    """Opens one `ContrarySystem` per spec; several may share one spec, in any process."""

    def capabilities(self) -> list[str]:
        return list(CAPABILITIES)

    def known_failures(self) -> list[str]:
        return []

    def open(self, spec: SystemSpec) -> ContrarySystem:
        return ContrarySystem(spec)
