"""The profile block is read once and kept: after the name row is deleted from user_profile by
hand (or changed there), the prompt still shows the old name until a restart.

clause: PROF-5
sentence: To remove it you edit the user_profile table in the database directly.
answer: undocumented: the documents say how to clear the name ("edit the user_profile table in the
  database directly"), not when a running system sees the edit; the suite checks it after a restart
  (profile.feature: Deleting the name row from user_profile by hand removes it from the prompt)
"""

from kotoba_conformance.adapter import NameSurface, SystemSpec

from tests.liberal.kotoba_liberal import adapter
from tests.liberal.kotoba_liberal.system import LiberalSystem


class _System(LiberalSystem):
    _block: str | None = None

    def profile_for_prompt(self) -> str:
        if self._block is None:
            block = super().profile_for_prompt()
            if "- name:" not in block:
                return block
            self._block = block
        return self._block

    def upsert_user_profile(self, key: str, value: str) -> None:
        super().upsert_user_profile(key, value)
        self._block = None

    def set_user_name(self, name: str, surface: NameSurface) -> None:
        super().set_user_name(name, surface)
        self._block = None


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> LiberalSystem:
        return _System(spec)


__all__ = ["Adapter"]
