"""POST /api/settings/user-name "sanitises" the name down to ASCII letters, spaces, hyphens and
apostrophes, so "José" is stored as "Jos", and a name wholly outside ASCII changes nothing.

clause: HTTP-2
sentence: POST /api/settings/user-name, from the browser's first-run screen
"""

import re

from kotoba_conformance.adapter import SystemSpec

from tests.liberal.kotoba_liberal import adapter, profile
from tests.liberal.kotoba_liberal.system import LiberalSystem

_NOT_NAME = re.compile(r"[^A-Za-z '\-]")


class _System(LiberalSystem):
    def _first_run_name(self, name: str) -> None:
        profile.set_user_name(self._db, _NOT_NAME.sub("", name), "first-run")


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> LiberalSystem:
        return _System(spec)


__all__ = ["Adapter"]
