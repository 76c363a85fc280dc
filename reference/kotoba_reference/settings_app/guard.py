"""Who may reach the settings app: only a page of its own, on the loopback address and port it
serves. Binding to 127.0.0.1 keeps other machines out, not a web page the user visits: that page
can rebind its own host name to 127.0.0.1 (DNS rebinding) and then read and write as if it were
same-origin, or post a form across sites. The documents say nothing about this; the reference
refuses both, and `kotoba-conformance audit` checks any implementation for it.

`protections()` lists the middleware `web.build_app` installs, outermost first, each doing one
thing, so a variant can leave one out (`app.user_middleware` is Starlette's own list). Each is a
few lines. Starlette's `TrustedHostMiddleware` checks a Host's name, but compares it case by case
in the releases before 1.0 that `starlette>=0.37` admits, so `LocalHost` would be served by one
install and refused by another: the name is checked here, with the port.
"""

from __future__ import annotations

from starlette.datastructures import Headers, MutableHeaders
from starlette.middleware import Middleware
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

LOOPBACK_NAMES = ("127.0.0.1", "localhost")
"""The Host names a request may carry: the address the app is bound to, and the name for it."""
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
"""Methods that change nothing; every other one is checked for its Origin."""
NOSNIFF = ("X-Content-Type-Options", "nosniff")
NOTHING_ALLOWED = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
"""The Content-Security-Policy of every response that sets none itself (the JSON answers): they
load nothing and may be framed by nothing. The panel sets its own (`actions.PANEL_POLICY`)."""


def refusal(status: int, message: str) -> JSONResponse:
    return JSONResponse({"error": message}, status_code=status)


class SecurityHeaders:
    """Adds `X-Content-Type-Options: nosniff` to every response, refusals included, and the
    no-load policy to a response that brings no Content-Security-Policy of its own."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                headers[NOSNIFF[0]] = NOSNIFF[1]
                headers.setdefault("Content-Security-Policy", NOTHING_ALLOWED)
            await send(message)

        await self.app(scope, receive, with_headers if scope["type"] == "http" else send)


class LoopbackNameOnly:
    """Refuses a request whose Host names anything but `127.0.0.1` or `localhost` (in any case,
    as host names are compared), with whatever port: a page that rebinds its own name to
    127.0.0.1 sends its own name, and is refused here."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            host = Headers(scope=scope).get("host", "")
            if host.partition(":")[0].lower() not in LOOPBACK_NAMES:
                message = f"refused: the Host header {host!r} names no loopback name of this app"
                await refusal(400, message)(scope, receive, send)
                return
        await self.app(scope, receive, send)


class ServedPortOnly:
    """Refuses a request whose Host does not name the port this socket serves.

    `LoopbackNameOnly` (before this) has already refused every name but `127.0.0.1` and
    `localhost`; the port cannot be known when the app is built (the server binds port 0), but
    the socket the request came in on is in the ASGI scope (`server`), so it is checked here."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            host = Headers(scope=scope).get("host", "")
            server = scope.get("server")
            port = str(server[1]) if server else None
            if port is None or host.partition(":")[2] != port:
                served = f"port {port}" if port else "a port it can name"
                message = f"refused: the Host header {host!r} does not name this app ({served})"
                await refusal(400, message)(scope, receive, send)
                return
        await self.app(scope, receive, send)


class SameOriginWrites:
    """Refuses a request that may change something (any method but GET, HEAD, OPTIONS) when it
    carries an Origin other than the app's own, `http://` and the Host it was sent to. A browser
    sends Origin with every such request; a client that is no web page (curl, the suite) sends
    none, and is let through. Starlette's `CORSMiddleware` cannot do this: it only chooses the
    CORS headers of the answer, and a cross-site form post runs all the same."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["method"] not in SAFE_METHODS:
            headers = Headers(scope=scope)
            origin = headers.get("origin")
            own = f"http://{headers.get('host', '')}".lower()
            if origin is not None and origin.lower() != own:
                message = f"refused: a change requested from {origin!r}, not from {own!r}"
                await refusal(403, message)(scope, receive, send)
                return
        await self.app(scope, receive, send)


def protections() -> list[Middleware]:
    """The settings app's middleware, outermost first: headers on every answer, then the Host's
    name, its port, and the Origin of a change."""
    return [
        Middleware(SecurityHeaders),
        Middleware(LoopbackNameOnly),
        Middleware(ServedPortOnly),
        Middleware(SameOriginWrites),
    ]
