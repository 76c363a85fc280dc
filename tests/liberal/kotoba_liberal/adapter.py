"""The factory the suite loads: `tests.liberal.kotoba_liberal.adapter:Adapter`."""

from __future__ import annotations

from kotoba_conformance.adapter import SystemSpec

from .system import LiberalSystem

CAPABILITIES = [
    "facts", "prompt", "session-search", "profile", "personal",
    "paths", "lifetime", "collector", "http", "visual",
]  # fmt: skip


class Adapter:
    def capabilities(self) -> list[str]:
        return list(CAPABILITIES)

    def known_failures(self) -> list[str]:
        return []

    def open(self, spec: SystemSpec) -> LiberalSystem:
        if not isinstance(spec, dict) or not isinstance(spec.get("env"), dict):
            raise TypeError("a spec is an object with an env object")
        return LiberalSystem(spec)
