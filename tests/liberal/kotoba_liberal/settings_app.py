"""The settings app on the loopback: the two documented routes, the settings payload and the
Memory panel. There is no route that clears the name, and none for a single fact."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from dataclasses import dataclass
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import unquote, urlsplit

from .panel import page

SETTINGS_PATH = "/api/settings"
PANEL_PATH = "/settings/memory"
TOPIC_ROUTE = "/api/memory/topic/"
NAME_ROUTE = "/api/settings/user-name"


@dataclass(frozen=True)
class Surfaces:
    """What the routes do, supplied by the system that serves them."""

    payload: Callable[[], dict[str, Any]]
    delete_topic: Callable[[str], bool]
    set_user_name: Callable[[str], None]


class _Handler(BaseHTTPRequestHandler):
    server: _Server

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet: a request log would only be noise in the suite's output."""

    def _send(self, status: HTTPStatus, body: bytes, kind: str) -> None:
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def _json(self, status: HTTPStatus, value: object) -> None:
        self._send(status, json.dumps(value).encode(), "application/json")

    def do_GET(self) -> None:
        path = urlsplit(self.path).path
        if path == SETTINGS_PATH:
            self._json(HTTPStatus.OK, self.server.surfaces.payload())
        elif path == PANEL_PATH:
            self._send(HTTPStatus.OK, page(SETTINGS_PATH).encode(), "text/html; charset=utf-8")
        else:
            self._json(HTTPStatus.NOT_FOUND, {"error": "no such route"})

    def do_DELETE(self) -> None:
        path = urlsplit(self.path).path
        if not path.startswith(TOPIC_ROUTE):
            self._json(HTTPStatus.NOT_FOUND, {"error": "no such route"})
            return
        slug = unquote(path[len(TOPIC_ROUTE) :])
        deleted = self.server.surfaces.delete_topic(slug)
        status = HTTPStatus.OK if deleted else HTTPStatus.NOT_FOUND
        self._json(status, {"deleted": deleted, "slug": slug})

    def do_POST(self) -> None:
        if urlsplit(self.path).path != NAME_ROUTE:
            self._json(HTTPStatus.NOT_FOUND, {"error": "no such route"})
            return
        length = int(self.headers.get("Content-Length") or 0)
        try:
            body = json.loads(self.rfile.read(length) or b"null")
        except ValueError:
            body = None
        name = body.get("name") if isinstance(body, dict) else None
        if not isinstance(name, str):
            self._json(HTTPStatus.BAD_REQUEST, {"error": 'send {"name": "..."}'})
            return
        self.server.surfaces.set_user_name(name)
        self._json(HTTPStatus.OK, {"ok": True})


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, surfaces: Surfaces) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.surfaces = surfaces


class SettingsApp:
    """The app, served from a thread of its own until `stop`."""

    def __init__(self, surfaces: Surfaces) -> None:
        self._server = _Server(surfaces)
        # A stop is seen within 50 ms (serve_forever polls every half second by default).
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )
        self._thread.start()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join()
