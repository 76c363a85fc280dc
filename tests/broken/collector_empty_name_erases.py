"""The collector treats an empty name from its model as an erasure: a message that names nobody
deletes the name she already knew (R7 holds on every surface that sets the name).

clause: COL-4
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem


class System(ReferenceSystem):
    def set_collected_user_name(self, name: str) -> None:
        if name.strip():
            super().set_collected_user_name(name)
        else:
            self.database.connection().execute("DELETE FROM user_profile WHERE key = 'name'")


class Adapter(ReferenceAdapter):
    system_class = System
