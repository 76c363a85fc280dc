"""POST /api/settings/user-name with an empty name (the first-run screen's skip) erases the name
she already knows instead of leaving it (setup and the collector still keep it).

clause: HTTP-2
sentence: first run offers a skip, and a skip must not delete a name she already knows
"""

from kotoba_conformance.adapter import SystemSpec

from tests.liberal.kotoba_liberal import adapter, profile
from tests.liberal.kotoba_liberal.system import LiberalSystem
from tests.liberal.kotoba_liberal.text import collapse


class _System(LiberalSystem):
    def _first_run_name(self, name: str) -> None:
        if collapse(name):
            profile.set_user_name(self._db, name, "first-run")
            return
        with self._db.connect() as connection:
            connection.execute("DELETE FROM user_profile WHERE key = 'name'")


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> LiberalSystem:
        return _System(spec)


__all__ = ["Adapter"]
