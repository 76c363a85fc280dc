"""The settings app answers DELETE /api/memory/fact/{fact} by deleting that one fact from every
topic file and rebuilding the index: a route for a single fact, which the documents say does not
exist.

clause: HTTP-4
sentence: There is no route for a single fact.
"""

from http import HTTPStatus
from urllib.parse import unquote, urlsplit

from kotoba_conformance.adapter import HttpApp, SystemSpec

from tests.liberal.kotoba_liberal import adapter, settings_app
from tests.liberal.kotoba_liberal.system import LiberalSystem

_FACT_ROUTE = "/api/memory/fact/"
_owners: dict[int, LiberalSystem] = {}


class _Handler(settings_app._Handler):
    def do_DELETE(self) -> None:
        path = urlsplit(self.path).path
        owner = _owners.get(self.server.server_address[1])
        if not path.startswith(_FACT_ROUTE) or owner is None:
            super().do_DELETE()
            return
        fact = unquote(path[len(_FACT_ROUTE) :]).strip()
        memory = owner._memory
        found = fact in memory.stored_facts()
        if found:
            with memory.store.locked():
                memory.store.retire([fact])
                memory._rebuild()
        self._json(HTTPStatus.OK if found else HTTPStatus.NOT_FOUND, {"deleted": found})


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
