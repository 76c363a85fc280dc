"""`DELETE /api/memory/topic/{slug}` removes the topic's file but does not rebuild the index:
its `## Topics` line and its facts under `## Recent` stay until some later write.

clause: HTTP-1
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.settings_app.actions import SettingsSurfaces

from tests.broken import _seams


class Settings(SettingsSurfaces):
    def delete_topic(self, slug: str) -> bool:
        path = _seams.topic_file(self.store.memory_dir, slug)
        existed = path.is_file()
        path.unlink(missing_ok=True)
        return existed


class System(ReferenceSystem):
    settings_class = Settings


class Adapter(ReferenceAdapter):
    system_class = System
