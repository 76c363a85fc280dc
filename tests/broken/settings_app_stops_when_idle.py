"""The settings app shuts itself down after a second without a request, as a server whose loop
ends at its first idle tick does: a browser tab left open finds nothing behind it when the user
comes back. The documents' settings payload is there whenever the app is open."""

from __future__ import annotations

import threading
import time
from typing import Any

from kotoba_conformance.contract.adapter import HttpApp
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.server import LoopbackServer

CAUGHT_AS = {"HTTP-3"}
IDLE_LIMIT_SECONDS = 1.0
"""uvicorn's main loop ticks once a second: the pause a loop that stops at its first tick allows."""


class _Clock:
    """The settings app, noting when it last answered."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.last = time.monotonic()

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        self.last = time.monotonic()
        try:
            await self.app(scope, receive, send)
        finally:
            self.last = time.monotonic()

    def stop_when_idle(self, server: LoopbackServer) -> None:
        while time.monotonic() - self.last < IDLE_LIMIT_SECONDS:
            time.sleep(0.05)
        server.stop()


class System(ReferenceSystem):
    def http_app(self) -> HttpApp:
        if self._server is None:
            clock = _Clock(self.app_factory(self.settings()))
            self._server = LoopbackServer(clock)
            self._server.start()
            watchdog = threading.Thread(target=clock.stop_when_idle, args=(self._server,))
            watchdog.daemon = True
            watchdog.start()
        return super().http_app()


class Adapter(ReferenceAdapter):
    system_class = System
