"""The settings payload's `memory.recent` carries the eight oldest facts of `## Recent` instead
of the eight newest (half of the documented system's own deviation, R6).

clause: HTTP-3
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.settings_app.actions import RECENT_SHOWN, SettingsSurfaces

from tests.broken import _seams


class Settings(SettingsSurfaces):
    def recent(self) -> list[str]:
        return _seams.recent(self.store.memory_dir)[:RECENT_SHOWN]


class System(ReferenceSystem):
    settings_class = Settings


class Adapter(ReferenceAdapter):
    system_class = System
