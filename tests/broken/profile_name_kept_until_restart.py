"""The user's name lives in the running process only: giving it fills a cache the profile's
block is drawn from, and no `user_profile` row is written. The prompt reads right until a
restart, which forgets the name: the fuzz mode's restart machine finds it.

clause: LIFE-1
caught by: fuzz
"""

from __future__ import annotations

from kotoba_conformance.contract.adapter import NameSurface
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem

FUZZ_ENTRIES = ("set_user_name(name)",)
FUZZ_MACHINE_RUNS = 10
"""The restart machine finds it; one cheap entry point runs beside it."""


class System(ReferenceSystem):
    cached_name: str | None = None

    def set_user_name(self, name: str, surface: NameSurface) -> None:
        del surface
        if isinstance(name, str) and name.strip():
            self.cached_name = name

    def profile_for_prompt(self) -> str:
        if self.cached_name is None:
            return super().profile_for_prompt()
        return f"# What you know about the user\n- name: {self.cached_name}"


class Adapter(ReferenceAdapter):
    system_class = System
