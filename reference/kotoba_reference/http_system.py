"""Capability `http` for the reference system: the settings app, served while the system is
open. The server starts on the first `http_app()` call (a scenario that never speaks HTTP pays
nothing) and stops on `close`."""

from __future__ import annotations

from collections.abc import Callable

from kotoba_conformance.contract.adapter import HttpApp
from starlette.applications import Starlette

from kotoba_reference.database import Database
from kotoba_reference.server import LoopbackServer
from kotoba_reference.settings import SettingsSurfaces
from kotoba_reference.store import MemoryStore
from kotoba_reference.web import PANEL_PATH, SETTINGS_PATH, build_app


class HttpSurfaces:
    """A mixin for `ReferenceSystem`, which supplies `store` and `database`."""

    settings_class: type[SettingsSurfaces] = SettingsSurfaces
    """What the routes do (a variant swaps it, as tests/broken does)."""
    store: MemoryStore
    database: Database
    app_factory: Callable[[SettingsSurfaces], Starlette] = staticmethod(build_app)
    """Builds the app from the settings (a variant adds a route, as tests/broken does)."""
    _server: LoopbackServer | None = None

    def settings(self) -> SettingsSurfaces:
        return self.settings_class(self.store, self.database)

    def http_app(self) -> HttpApp:
        if self._server is None:
            self._server = LoopbackServer(self.app_factory(self.settings()))
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
