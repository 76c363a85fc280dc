"""DELETE /api/memory/topic/{slug} empties the topic file (only its heading stays) instead of
removing it, then rebuilds the index: the file is still there, listed as a topic with 0 facts.

clause: HTTP-1
sentence: It calls DELETE /api/memory/topic/{slug}, which removes the file and rebuilds the index.
"""

import re

from kotoba_conformance.adapter import HttpApp, SystemSpec

from tests.liberal.kotoba_liberal import adapter
from tests.liberal.kotoba_liberal.files import _replace
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
            path = self._memory.store.topic_path(slug)
            if path is None or not path.is_file():
                return False
            _replace(path, f"# {slug}\n")
            self._memory._rebuild()
        return True

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
