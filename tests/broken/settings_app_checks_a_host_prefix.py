"""The settings app checks the Host by its start: anything beginning with `127.0.0.1` or
`localhost` passes, so `localhost.attacker.example`, a name a page can rebind to 127.0.0.1, is
served as if it were the app's own.

clause: host spelling
caught by: audit
"""

from __future__ import annotations

from kotoba_reference.settings_app.actions import SettingsSurfaces
from kotoba_reference.settings_app.guard import LoopbackNameOnly, ServedPortOnly, refusal
from kotoba_reference.settings_app.web import build_app
from starlette.applications import Starlette
from starlette.datastructures import Headers
from starlette.middleware import Middleware
from starlette.types import ASGIApp, Receive, Scope, Send

from tests.broken._settings_app import adapter_serving


class HostPrefix:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        host = Headers(scope=scope).get("host", "")
        if scope["type"] == "http" and not host.startswith(("127.0.0.1", "localhost")):
            await refusal(400, f"refused: the Host {host!r}")(scope, receive, send)
            return
        await self.app(scope, receive, send)


def with_prefix_check(settings: SettingsSurfaces) -> Starlette:
    app = build_app(settings)
    checks: tuple[object, ...] = (LoopbackNameOnly, ServedPortOnly)
    kept = [m for m in app.user_middleware if m.cls not in checks]
    app.user_middleware = [kept[0], Middleware(HostPrefix), *kept[1:]]
    return app


Adapter = adapter_serving(with_prefix_check)
