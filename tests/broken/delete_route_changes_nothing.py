"""`DELETE /api/memory/topic/{slug}` answers as if it deleted the topic, and changes nothing: the
file stays, and so do its Topics line and its Recent facts. Each half has its own scenario."""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.settings_app.actions import SettingsSurfaces

CAUGHT_AS = {"HTTP-1"}
CAUGHT_IN = {
    "A topic deleted over HTTP loses its file",
    "A topic deleted over HTTP leaves the index's Topics line and Recent facts",
}


class Settings(SettingsSurfaces):
    def delete_topic(self, slug: str) -> bool:
        del slug
        return True


class System(ReferenceSystem):
    settings_class = Settings


class Adapter(ReferenceAdapter):
    system_class = System
