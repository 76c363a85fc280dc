"""DELETE /api/memory/topic/{slug} only accepts slugs of letters and digits: a topic such as
"day-job" answers 404 and its file stays (delete_topic itself still works).

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

_ROUTE_SLUG = re.compile(r"[a-z0-9]+")


class _System(LiberalSystem):
    def _route_delete(self, slug: str) -> bool:
        return bool(_ROUTE_SLUG.fullmatch(slug)) and self._memory.delete_topic(slug)

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
