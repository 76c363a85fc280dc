"""Treats an empty name as an erasure: skipping the name on first run (or in setup) deletes the
name she already knew.

clause: PROF-4
"""

from __future__ import annotations

from kotoba_conformance.contract.adapter import NameSurface
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem


class System(ReferenceSystem):
    def set_user_name(self, name: str, surface: NameSurface) -> None:
        if name.strip():
            super().set_user_name(name, surface)
        else:
            self.database.connection().execute("DELETE FROM user_profile WHERE key = 'name'")


class Adapter(ReferenceAdapter):
    system_class = System
