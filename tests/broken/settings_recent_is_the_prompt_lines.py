"""The settings payload's `memory.recent` is the first eight lines the prompt gets: with few
facts that includes the pointer line, and with many it is the oldest eight (the documented
system's deviation, R6).

clause: HTTP-3
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.settings_app.actions import RECENT_SHOWN, SettingsSurfaces


class Settings(SettingsSurfaces):
    def recent(self) -> list[str]:
        return self.store.facts_for_prompt()[:RECENT_SHOWN]


class System(ReferenceSystem):
    settings_class = Settings


class Adapter(ReferenceAdapter):
    system_class = System
