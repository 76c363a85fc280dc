"""`POST /api/settings/user-name` with an empty name deletes the name she knows, where a skip
must be a no-op (R7). Only the route does it: `kotoba setup` still keeps the name.

clause: HTTP-2
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.settings_app.actions import SettingsSurfaces


class Settings(SettingsSurfaces):
    def set_user_name(self, name: str) -> None:
        if name.strip():
            super().set_user_name(name)
        else:
            self.database.connection().execute("DELETE FROM user_profile WHERE key = 'name'")


class System(ReferenceSystem):
    settings_class = Settings


class Adapter(ReferenceAdapter):
    system_class = System
