"""POST /api/settings/user-name stores the name under the key "user_name" instead of "name", so
the route never sets the name that setup and the collector read and write.

clause: HTTP-2
sentence: Three places call upsert_user_profile, and all three pass the key "name"
"""

from kotoba_conformance.adapter import SystemSpec

from tests.liberal.kotoba_liberal import adapter, profile
from tests.liberal.kotoba_liberal.system import LiberalSystem


class _System(LiberalSystem):
    def _first_run_name(self, name: str) -> None:
        profile.upsert(self._db, "user_name", name)


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> LiberalSystem:
        return _System(spec)


__all__ = ["Adapter"]
