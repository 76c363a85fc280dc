"""Capability `http` for the reference system: the settings app, served while the system is
open. The server starts on the first `http_app()` call (a scenario that never speaks HTTP pays
nothing) and stops on `close`.

Starlette and uvicorn are imported on that first call too: they take a tenth of a second or more
to import, which a process that never serves (a writer process of a race, a run of the facts
alone, a stdio child) should not pay."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from kotoba_conformance.contract.adapter import HttpApp

from kotoba_reference.conversation.database import Database
from kotoba_reference.facts.store import MemoryStore
from kotoba_reference.settings_app.actions import SettingsSurfaces

if TYPE_CHECKING:
    from starlette.applications import Starlette

    from kotoba_reference.settings_app.server import LoopbackServer


def build_app(settings: SettingsSurfaces) -> Starlette:
    """`web.build_app`, imported when first called."""
    from kotoba_reference.settings_app import web  # noqa: PLC0415 (see the module's docstring)

    return web.build_app(settings)


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
        from kotoba_reference.settings_app import server, web  # noqa: PLC0415 (see the module's docstring)

        if self._server is None:
            self._server = server.LoopbackServer(self.app_factory(self.settings()))
            self._server.start()
        return {
            "base_url": self._server.base_url,
            "settings_path": web.SETTINGS_PATH,
            "panel_path": web.PANEL_PATH,
        }

    def close(self) -> None:
        """Stop the server (a restart opens a new one, on a new port)."""
        if self._server is not None:
            self._server.stop()
            self._server = None
