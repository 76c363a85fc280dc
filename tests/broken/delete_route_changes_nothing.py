"""`DELETE /api/memory/topic/{slug}` answers as if it deleted the topic, and changes nothing: the
file stays, and so do its Topics line and its Recent facts. Each half has its own scenario.

clause: HTTP-1
caught in: A topic deleted over HTTP loses its file
caught in: A topic deleted over HTTP leaves the index's Topics line and Recent facts
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.settings_app.actions import SettingsSurfaces


class Settings(SettingsSurfaces):
    def delete_topic(self, slug: str) -> bool:
        del slug
        return True


class System(ReferenceSystem):
    settings_class = Settings


class Adapter(ReferenceAdapter):
    system_class = System
