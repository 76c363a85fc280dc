"""The reference's loopback server: a stop is graceful, however quickly it returns."""

from __future__ import annotations

import asyncio
import socket
import threading
import time
from typing import Any

from kotoba_conformance.steps.support import http_client
from kotoba_conformance.steps.support.http_client import Answer
from kotoba_reference.settings_app.server import HOST, LoopbackServer


def refuses_connections(port: int) -> bool:
    try:
        socket.create_connection((HOST, port), timeout=1).close()
    except ConnectionRefusedError:
        return True
    return False


def test_a_request_in_flight_when_the_server_stops_is_still_answered() -> None:
    entered, release = threading.Event(), threading.Event()

    async def app(scope: dict[str, Any], receive: Any, send: Any) -> None:
        del receive
        if scope["type"] != "http":
            return
        entered.set()
        await asyncio.get_running_loop().run_in_executor(None, release.wait)
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b"answered"})

    # A grace far longer than the test's own steps, so that a loaded machine's slow polling
    # below never outlasts it: the test is of the drain, not of the grace's length.
    server = LoopbackServer(app, graceful_seconds=60)
    server.start()
    answers: list[Answer] = []
    client = threading.Thread(
        target=lambda: answers.append(http_client.send(server.base_url, "GET", "/"))
    )
    client.start()
    assert entered.wait(timeout=30)
    stopping = threading.Thread(target=server.stop)
    stopping.start()
    deadline = time.monotonic() + 30
    while not refuses_connections(server.port) and time.monotonic() < deadline:
        time.sleep(0.01)  # until the stop has closed the listening socket
    assert refuses_connections(server.port), "the server never stopped accepting"
    release.set()
    stopping.join(timeout=30)
    client.join(timeout=30)
    assert [(a.status, a.body) for a in answers] == [(200, b"answered")]
    assert not stopping.is_alive()
