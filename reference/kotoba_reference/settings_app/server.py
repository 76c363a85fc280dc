"""Serving an ASGI app with uvicorn on a loopback port, in a background thread.

The socket is bound and listening before the thread starts, on port 0 unless one is asked for,
so the port is known at once, no other process can take it, and an early client waits in the
backlog rather than being refused. Stopping wakes uvicorn's main loop and waits for its
shutdown, which takes a few milliseconds once no request is in flight (uvicorn's own shutdown
sleeps a tenth of a second whatever is open: a suite opening this app in every HTTP scenario
paid that dozens of times a run).

Nothing stands in front of this server, so no request may claim to come through a proxy: uvicorn's
proxy headers (`X-Forwarded-For`, `-Proto`), trusted from 127.0.0.1 by default, which is where
every request here comes from, web pages' included, are ignored. It does not name itself in a
`Server` header either.
"""

from __future__ import annotations

import asyncio
import socket
import threading
import time
from typing import Any

import uvicorn

HOST = "127.0.0.1"
START_TIMEOUT = 10.0


class _WakeableServer(uvicorn.Server):
    """uvicorn's server, whose main loop ends as soon as `wake` is called rather than at its
    next tenth-of-a-second tick (the ticks only refresh the Date header and count requests)."""

    _loop: asyncio.AbstractEventLoop | None = None
    _woken: asyncio.Event | None = None

    async def main_loop(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._woken = asyncio.Event()
        while not self.should_exit and not await self.on_tick(0):
            try:
                await asyncio.wait_for(self._woken.wait(), timeout=1.0)
            except asyncio.TimeoutError:
                continue

    async def shutdown(self, sockets: list[socket.socket] | None = None) -> None:
        """Stop accepting, ask open connections to finish, and wait for them and their tasks
        (polled every few milliseconds, for `timeout_graceful_shutdown` at most, then cancelled)."""
        for server in self.servers:
            server.close()
        for sock in sockets or []:
            sock.close()
        for connection in list(self.server_state.connections):
            connection.shutdown()
        try:
            await asyncio.wait_for(self._drained(), timeout=self.config.timeout_graceful_shutdown)
        except asyncio.TimeoutError:
            for task in self.server_state.tasks:
                task.cancel()
        if not self.force_exit:
            await self.lifespan.shutdown()

    async def _drained(self) -> None:
        while (self.server_state.connections or self.server_state.tasks) and not self.force_exit:
            await asyncio.sleep(0.005)
        for server in self.servers:
            await server.wait_closed()

    def wake(self) -> None:
        self.should_exit = True
        if self._loop is not None and self._woken is not None:
            self._loop.call_soon_threadsafe(self._woken.set)


class LoopbackServer:
    """One app on `127.0.0.1`, started by `start` and stopped by `stop` (both idempotent)."""

    def __init__(self, app: Any, port: int = 0, graceful_seconds: int = 1) -> None:
        """`graceful_seconds`: how long `stop` lets requests in flight finish before cancelling
        them, so that a hung request cannot hold a stop forever."""
        self._socket = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self._socket.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self._socket.bind((HOST, port))
        self._socket.listen(128)  # connections wait in the backlog until uvicorn accepts them
        self.port: int = self._socket.getsockname()[1]
        config = uvicorn.Config(
            app,
            log_level="warning",
            lifespan="off",
            timeout_graceful_shutdown=graceful_seconds,
            proxy_headers=False,
            server_header=False,
        )
        self._server = _WakeableServer(config)
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
            self._server.wake()
            self._thread.join(timeout=START_TIMEOUT)
            self._thread = None
        self._socket.close()
