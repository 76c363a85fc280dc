"""The settings app gives up after a second without a request, as a server whose loop ends at its
first idle tick does: a browser tab left open finds nothing behind it when the user comes back.
The documents' settings payload is there whenever the app is open.

clause: HTTP-3
"""

from __future__ import annotations

import time
from typing import Any

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.settings_app.actions import SettingsSurfaces
from kotoba_reference.settings_app.web import build_app
from starlette.applications import Starlette

IDLE_LIMIT_SECONDS = 1.0
"""uvicorn's main loop ticks once a second: the pause a loop that stops at its first tick allows."""


class StopsWhenIdle:
    """ASGI middleware: every request after a second of silence fails, as if nothing served it."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.last = time.monotonic()

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] == "http" and time.monotonic() - self.last > IDLE_LIMIT_SECONDS:
            raise ConnectionAbortedError("the app stopped at its first idle tick")
        self.last = time.monotonic()
        try:
            await self.app(scope, receive, send)
        finally:
            self.last = time.monotonic()


def stopping_app(settings: SettingsSurfaces) -> Starlette:
    app = build_app(settings)
    app.add_middleware(StopsWhenIdle)
    return app


class System(ReferenceSystem):
    app_factory = staticmethod(stopping_app)


class Adapter(ReferenceAdapter):
    system_class = System
