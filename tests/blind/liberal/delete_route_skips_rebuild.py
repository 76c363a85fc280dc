"""DELETE /api/memory/topic/{slug} removes the topic file but leaves USER.md as it was: ## Topics
still lists the deleted topic (and ## Recent its facts) until the next write (delete_topic itself
still rebuilds).

clause: HTTP-1
sentence: It calls DELETE /api/memory/topic/{slug}, which removes the file and rebuilds the index.
"""

import re

from kotoba_conformance.adapter import HttpApp, SystemSpec

from tests.liberal.kotoba_liberal import adapter
from tests.liberal.kotoba_liberal.settings_app import (
    PANEL_PATH,
    SETTINGS_PATH,
    SettingsApp,
    Surfaces,
)
from tests.liberal.kotoba_liberal.system import LiberalSystem

_SLUG = re.compile(r"[a-z0-9-]+")


class _System(LiberalSystem):
    def _route_delete(self, slug: str) -> bool:
        if not _SLUG.fullmatch(slug) or not self._memory.store.root.is_dir():
            return False
        with self._memory.store.locked():
            return self._memory.store.remove_topic(slug)

    def http_app(self) -> HttpApp:
        if self._app is None:
            surfaces = Surfaces(self._settings, self._route_delete, self._first_run_name)
            self._app = SettingsApp(surfaces)
        return {
            "base_url": self._app.base_url,
            "settings_path": SETTINGS_PATH,
            "panel_path": PANEL_PATH,
        }


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> LiberalSystem:
        return _System(spec)


__all__ = ["Adapter"]
