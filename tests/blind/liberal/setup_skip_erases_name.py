"""Skipping the name question in `kotoba setup` (an empty answer) erases the name she already
knows, instead of leaving it.

clause: PROF-4
sentence: a skip must not delete a name she already knows
"""

from kotoba_conformance.adapter import NameSurface, SystemSpec

from tests.liberal.kotoba_liberal import adapter
from tests.liberal.kotoba_liberal.system import LiberalSystem


class _System(LiberalSystem):
    def set_user_name(self, name: str, surface: NameSurface) -> None:
        if surface == "setup" and isinstance(name, str) and not name.strip():
            with self._db.connect() as connection:
                connection.execute("DELETE FROM user_profile WHERE key = 'name'")
            return
        super().set_user_name(name, surface)


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> LiberalSystem:
        return _System(spec)


__all__ = ["Adapter"]
