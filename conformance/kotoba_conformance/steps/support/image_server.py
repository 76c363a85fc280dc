"""An HTTP server the steps start on 127.0.0.1 to stand for a host on the web, counting every
connection it accepts, so "never contacted" is a measured zero rather than a hope.

Paths it serves:
- `/image/<name>.png`: a small PNG made from the name (`images.png`);
- `/sized/<n>.png`: a PNG of exactly n bytes, with its Content-Length;
- `/streamed/<n>.png`: the same bytes with no Content-Length, the end marked by closing;
- `/redirect?to=<url>`: a 302 to that URL;
- `/text`: a plain-text page, which is no image;
- `/`: a small PNG, for a URL with no path at all;
- `/endless/<n>.png`: n bytes of a PNG at once, then more bytes without end: a trickle that
  goes on until the client hangs up (counted in `cut_off`), or for `ENDLESS_SECONDS` at most
  (then counted in `outlasted`, and closed).
"""

from __future__ import annotations

import contextlib
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, quote, urlsplit

from kotoba_conformance.steps.support.images import png

LOOPBACK = "127.0.0.1"
POLL_SECONDS = 0.005
"""How often the serving loop looks for `stop`: the wait a teardown pays for each server, and
image_urls.feature starts two a scenario, over a hundred a run (a wake costs microseconds)."""
LOCATION_SAFE = ":/?#[]@!$&'()*+,;=%"
"""What a redirect's target keeps as it is: a URL's reserved characters and its escapes."""
ENDLESS_SECONDS = 20.0
"""How long an endless body trickles at most: far longer than reading past any limit takes, and
short enough that a client that never stops reading fails a scenario instead of hanging it."""
_TRICKLE = b"\0" * 1024
_TRICKLE_PAUSE = 0.01


class ImageServer:
    """One counting server on a free port of 127.0.0.1, running until `stop`."""

    def __init__(self) -> None:
        self.connections = 0
        self.paths: list[str] = []
        self.endless = 0
        """Endless bodies begun."""
        self.cut_off = 0
        """Endless bodies whose client hung up before `ENDLESS_SECONDS`."""
        self.outlasted = 0
        """Endless bodies still being read when `ENDLESS_SECONDS` ran out."""
        self._endless_done = threading.Condition()
        self._stopping = threading.Event()
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
        self._stopping.set()
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join(timeout=5)

    def connected(self) -> None:
        with self._lock:
            self.connections += 1

    def requested(self, path: str) -> None:
        with self._lock:
            self.paths.append(path)

    def endless_ended(self, *, cut_off: bool) -> None:
        with self._endless_done:
            if cut_off:
                self.cut_off += 1
            else:
                self.outlasted += 1
            self._endless_done.notify_all()

    def endless_begun(self) -> None:
        with self._endless_done:
            self.endless += 1

    def wait_for_endless(self) -> None:
        """Until every endless body begun has ended, one way or the other."""
        deadline = time.monotonic() + ENDLESS_SECONDS + 5
        with self._endless_done:
            while self.cut_off + self.outlasted < self.endless and time.monotonic() < deadline:
                self._endless_done.wait(timeout=max(0.0, deadline - time.monotonic()))

    def trickle(self, write: Any) -> None:
        """Write more bytes without end, until the client hangs up or the budget runs out."""
        deadline = time.monotonic() + ENDLESS_SECONDS
        while time.monotonic() < deadline and not self._stopping.is_set():
            try:
                write(_TRICKLE)
            except (BrokenPipeError, ConnectionResetError):
                self.endless_ended(cut_off=True)
                return
            time.sleep(_TRICKLE_PAUSE)
        self.endless_ended(cut_off=False)


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
            # Percent-encoded as a header must be (Latin-1 only): a target the fuzz mode made of
            # any text still redirects, rather than failing in this server.
            target = parse_qs(parts.query).get("to", ["/"])[0]
            self.send_header("Location", quote(target, safe=LOCATION_SAFE))
            self.send_header("Content-Length", "0")
            self.end_headers()
        elif head == "image" and rest.endswith(".png"):
            self._send(png(rest), length=True)
        elif head in ("sized", "streamed") and rest.removesuffix(".png").isdigit():
            self._send(png("sized", int(rest.removesuffix(".png"))), length=head == "sized")
        elif head == "endless" and rest.removesuffix(".png").isdigit():
            self._send_endless(png("sized", int(rest.removesuffix(".png"))))
        elif parts.path == "/":
            self._send(png("root"), length=True)
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

    def _send_endless(self, start: bytes) -> None:
        self.server.owner.endless_begun()
        self.send_response(200)
        self.send_header("Content-Type", "image/png")
        self.end_headers()
        try:
            self.wfile.write(start)
        except (BrokenPipeError, ConnectionResetError):
            self.server.owner.endless_ended(cut_off=True)
            return
        self.server.owner.trickle(self.wfile.write)

    def log_message(self, format: str, *args: Any) -> None:
        del format, args  # quiet: the scenarios read the counts, not a log
