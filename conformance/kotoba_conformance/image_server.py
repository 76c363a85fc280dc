"""An HTTP server the steps start on 127.0.0.1 to stand for a host on the web, counting every
connection it accepts, so "never contacted" is a measured zero rather than a hope.

Paths it serves:
- `/image/<name>.png`: a small PNG made from the name (`images.png`);
- `/sized/<n>.png`: a PNG of exactly n bytes, with its Content-Length;
- `/streamed/<n>.png`: the same bytes with no Content-Length, the end marked by closing;
- `/redirect?to=<url>`: a 302 to that URL;
- `/text`: a plain-text page, which is no image.
"""

from __future__ import annotations

import contextlib
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit

from kotoba_conformance.images import png

LOOPBACK = "127.0.0.1"
POLL_SECONDS = 0.02
"""How often the serving loop looks for `stop`: the wait each scenario's teardown pays."""


class ImageServer:
    """One counting server on a free port of 127.0.0.1, running until `stop`."""

    def __init__(self) -> None:
        self.connections = 0
        self.paths: list[str] = []
        self._lock = threading.Lock()
        self._httpd = _CountingServer((LOOPBACK, 0), _Handler, self)
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self._thread.start()

    def _serve(self) -> None:
        self._httpd.serve_forever(poll_interval=POLL_SECONDS)

    @property
    def port(self) -> int:
        return int(self._httpd.server_address[1])

    def stop(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join(timeout=5)

    def connected(self) -> None:
        with self._lock:
            self.connections += 1

    def requested(self, path: str) -> None:
        with self._lock:
            self.paths.append(path)


class _CountingServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, address: tuple[str, int], handler: Any, owner: ImageServer) -> None:
        self.owner = owner
        super().__init__(address, handler)

    def verify_request(self, request: Any, client_address: Any) -> bool:
        """Called for every accepted connection, before a byte is read."""
        del request, client_address
        self.owner.connected()
        return True


class _Handler(BaseHTTPRequestHandler):
    server: _CountingServer
    protocol_version = "HTTP/1.0"

    def do_GET(self) -> None:
        self.server.owner.requested(self.path)
        parts = urlsplit(self.path)
        head, _, rest = parts.path.lstrip("/").partition("/")
        if head == "redirect":
            self.send_response(302)
            self.send_header("Location", parse_qs(parts.query).get("to", ["/"])[0])
            self.send_header("Content-Length", "0")
            self.end_headers()
        elif head == "image" and rest.endswith(".png"):
            self._send(png(rest), length=True)
        elif head in ("sized", "streamed") and rest.removesuffix(".png").isdigit():
            self._send(png("sized", int(rest.removesuffix(".png"))), length=head == "sized")
        elif head == "text":
            self._send(b"This page is text, not an image.\n", length=True, kind="text/plain")
        else:
            self.send_error(404)

    def _send(self, body: bytes, *, length: bool, kind: str = "image/png") -> None:
        self.send_response(200)
        self.send_header("Content-Type", kind)
        if length:
            self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        with contextlib.suppress(BrokenPipeError, ConnectionResetError):
            self.wfile.write(body)  # a size guard may stop reading and close first

    def log_message(self, format: str, *args: Any) -> None:
        del format, args  # quiet: the scenarios read the counts, not a log
