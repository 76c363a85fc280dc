"""The settings app answers DELETE /api/settings/user-name by erasing the user's name: a route
that clears the profile name, which the documents say does not exist.

clause: HTTP-4
sentence: Clearing it: there is no route and no command.
"""

from http import HTTPStatus
from urllib.parse import urlsplit

from kotoba_conformance.adapter import HttpApp, SystemSpec

from tests.liberal.kotoba_liberal import adapter, settings_app
from tests.liberal.kotoba_liberal.system import LiberalSystem

_clearers: dict[int, LiberalSystem] = {}


class _Handler(settings_app._Handler):
    def do_DELETE(self) -> None:
        if urlsplit(self.path).path != settings_app.NAME_ROUTE:
            super().do_DELETE()
            return
        owner = _clearers.get(self.server.server_address[1])
        if owner is not None:
            with owner._db.connect() as connection:
                connection.execute("DELETE FROM user_profile WHERE key = 'name'")
        self._json(HTTPStatus.OK, {"cleared": True})


vars(settings_app)["_Handler"] = _Handler


class _System(LiberalSystem):
    def http_app(self) -> HttpApp:
        app = super().http_app()
        _clearers[int(app["base_url"].rsplit(":", 1)[1])] = self
        return app


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> LiberalSystem:
        return _System(spec)


__all__ = ["Adapter"]
