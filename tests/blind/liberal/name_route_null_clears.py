"""POST /api/settings/user-name with {"name": null} erases the stored name (a string, empty
included, is handled as before): a route that clears the profile name, which the documents say
does not exist.

clause: HTTP-4
sentence: Clearing it: there is no route and no command.
"""

import json
from http import HTTPStatus
from urllib.parse import urlsplit

from kotoba_conformance.adapter import HttpApp, SystemSpec

from tests.liberal.kotoba_liberal import adapter, settings_app
from tests.liberal.kotoba_liberal.system import LiberalSystem

_owners: dict[int, LiberalSystem] = {}


class _Handler(settings_app._Handler):
    def do_POST(self) -> None:
        owner = _owners.get(self.server.server_address[1])
        if urlsplit(self.path).path != settings_app.NAME_ROUTE or owner is None:
            super().do_POST()
            return
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length)
        try:
            body = json.loads(raw or b"null")
        except ValueError:
            body = None
        if isinstance(body, dict) and "name" in body and body["name"] is None:
            with owner._db.connect() as connection:
                connection.execute("DELETE FROM user_profile WHERE key = 'name'")
            self._json(HTTPStatus.OK, {"ok": True, "cleared": True})
            return
        name = body.get("name") if isinstance(body, dict) else None
        if not isinstance(name, str):
            self._json(HTTPStatus.BAD_REQUEST, {"error": 'send {"name": "..."}'})
            return
        self.server.surfaces.set_user_name(name)
        self._json(HTTPStatus.OK, {"ok": True})


vars(settings_app)["_Handler"] = _Handler


class _System(LiberalSystem):
    def http_app(self) -> HttpApp:
        app = super().http_app()
        _owners[int(app["base_url"].rsplit(":", 1)[1])] = self
        return app


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> LiberalSystem:
        return _System(spec)


__all__ = ["Adapter"]
