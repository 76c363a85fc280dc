"""DELETE /api/memory/topic/{slug} joins the decoded slug straight into topics/<slug>.md with no
check, so a slug such as "..%2FUSER" or "..%2F..%2Fnotes" deletes a Markdown file outside topics/
(delete_topic itself stays jailed).

clause: STORE-5
sentence: so a topic file can never escape topics/
"""

from kotoba_conformance.adapter import HttpApp, SystemSpec

from tests.liberal.kotoba_liberal import adapter
from tests.liberal.kotoba_liberal.settings_app import (
    PANEL_PATH,
    SETTINGS_PATH,
    SettingsApp,
    Surfaces,
)
from tests.liberal.kotoba_liberal.system import LiberalSystem


class _System(LiberalSystem):
    def _route_delete(self, slug: str) -> bool:
        store = self._memory.store
        if not slug or not store.root.is_dir():
            return False
        with store.locked():
            path = store.topics_dir / f"{slug}.md"
            removed = path.is_file()
            if removed:
                path.unlink()
            self._memory._rebuild()
        return removed

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
