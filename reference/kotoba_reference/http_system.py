"""Capability `http` for the reference system: the settings app, served while the system is
open. The server starts on the first `http_app()` call (a scenario that never speaks HTTP pays
nothing) and stops on `close`."""

from __future__ import annotations

from kotoba_conformance.adapter import HttpApp, NameSurface

from kotoba_reference.server import LoopbackServer
from kotoba_reference.settings import SettingsSurfaces
from kotoba_reference.store import MemoryStore
from kotoba_reference.web import PANEL_PATH, SETTINGS_PATH, build_app


class HttpSurfaces:
    """A mixin for `ReferenceSystem`: it supplies `store` and `set_user_name`."""

    settings_class: type[SettingsSurfaces] = SettingsSurfaces
    """What the routes do (a variant swaps it, as tests/broken does)."""
    store: MemoryStore
    _server: LoopbackServer | None = None

    def set_user_name(self, name: str, surface: NameSurface) -> None:
        raise NotImplementedError  # ReferenceSystem's

    def settings(self) -> SettingsSurfaces:
        return self.settings_class(self.store, lambda name: self.set_user_name(name, "first-run"))

    def http_app(self) -> HttpApp:
        if self._server is None:
            self._server = LoopbackServer(build_app(self.settings()))
            self._server.start()
        return {
            "base_url": self._server.base_url,
            "settings_path": SETTINGS_PATH,
            "panel_path": PANEL_PATH,
        }

    def close(self) -> None:
        """Stop the server (a restart opens a new one, on a new port)."""
        if self._server is not None:
            self._server.stop()
            self._server = None
