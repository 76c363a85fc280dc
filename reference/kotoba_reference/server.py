"""Serving an ASGI app with uvicorn on a loopback port, in a background thread.

The socket is bound before the thread starts, on port 0 unless one is asked for, so the port is
known at once and no other process can take it in between. Stopping asks uvicorn to exit and
waits for it: uvicorn checks about ten times a second, so a stop takes a fraction of a second.
"""

from __future__ import annotations

import socket
import threading
import time
from typing import Any

import uvicorn

HOST = "127.0.0.1"
START_TIMEOUT = 10.0


class LoopbackServer:
    """One app on `127.0.0.1`, started by `start` and stopped by `stop` (both idempotent)."""

    def __init__(self, app: Any, port: int = 0) -> None:
        self._socket = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self._socket.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self._socket.bind((HOST, port))
        self.port: int = self._socket.getsockname()[1]
        config = uvicorn.Config(
            app, log_level="warning", lifespan="off", timeout_graceful_shutdown=1
        )
        self._server = uvicorn.Server(config)
        self._thread: threading.Thread | None = None

    @property
    def base_url(self) -> str:
        return f"http://{HOST}:{self.port}"

    def start(self) -> None:
        """Serve in a daemon thread; return once uvicorn is accepting connections."""
        if self._thread is not None:
            return
        self._thread = threading.Thread(
            target=self._server.run,
            kwargs={"sockets": [self._socket]},
            name=f"kotoba-settings-{self.port}",
            daemon=True,
        )
        self._thread.start()
        deadline = time.monotonic() + START_TIMEOUT
        while not self._server.started:
            if not self._thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError(f"the settings app did not start on {self.base_url}")
            time.sleep(0.005)

    def serve_forever(self) -> None:
        """Serve in this thread until interrupted (Ctrl-C), as `kotoba-reference serve` does."""
        self._server.run(sockets=[self._socket])

    def stop(self) -> None:
        """Ask uvicorn to exit, wait for the thread, and release the port."""
        if self._thread is not None:
            self._server.should_exit = True
            self._thread.join(timeout=START_TIMEOUT)
            self._thread = None
        self._socket.close()
