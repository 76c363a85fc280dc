"""DELETE /api/memory/topic/{slug}?fact=... deletes only that one bullet of the topic (and
rebuilds the index) instead of answering for the whole topic: a route for a single fact, which
the documents say does not exist. Without ?fact= the route deletes the topic as before.

clause: HTTP-4
sentence: There is no route for a single fact.
"""

from http import HTTPStatus
from urllib.parse import parse_qs, unquote, urlsplit

from kotoba_conformance.adapter import HttpApp, SystemSpec

from tests.liberal.kotoba_liberal import adapter, settings_app
from tests.liberal.kotoba_liberal.files import _replace, _unbullet
from tests.liberal.kotoba_liberal.system import LiberalSystem

_owners: dict[int, LiberalSystem] = {}


class _Handler(settings_app._Handler):
    def do_DELETE(self) -> None:
        parts = urlsplit(self.path)
        facts = parse_qs(parts.query).get("fact")
        owner = _owners.get(self.server.server_address[1])
        if not parts.path.startswith(settings_app.TOPIC_ROUTE) or not facts or owner is None:
            super().do_DELETE()
            return
        slug = unquote(parts.path[len(settings_app.TOPIC_ROUTE) :])
        store = owner._memory.store
        deleted = False
        with store.locked():
            path = store.topic_path(slug)
            if path is not None and path.is_file():
                lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
                kept = [ln for ln in lines if _unbullet(ln.strip(), strict=True) != facts[0]]
                deleted = len(kept) != len(lines)
                if deleted:
                    _replace(path, "".join(kept))
                    owner._memory._rebuild()
        self._json(HTTPStatus.OK if deleted else HTTPStatus.NOT_FOUND, {"deleted": deleted})


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
