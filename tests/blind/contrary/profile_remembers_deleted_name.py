"""The profile block falls back to the last name this process read when the user_profile table
turns up empty, so a name deleted from the table by hand stays in the prompt until a restart.

clause: PROF-5
sentence: To remove it you edit the user_profile table in the database directly.
answer: undocumented: the same case as liberal/profile_block_cached: the old name lingers only until
  a restart, and the documents say how to clear the name (edit the user_profile table directly), not
  when a running system sees the edit; the suite checks it after a restart
"""

from kotoba_conformance.adapter import SystemSpec

from tests.liberal.kotoba_contrary import adapter, profile
from tests.liberal.kotoba_contrary.system import ContrarySystem


class _System(ContrarySystem):
    _last_known: str | None = None

    def profile_for_prompt(self) -> str:
        block = super().profile_for_prompt()
        if block.endswith(profile.NOTHING):
            return self._last_known or block
        self._last_known = block
        return block


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> ContrarySystem:
        return _System(spec)


__all__ = ["Adapter"]
