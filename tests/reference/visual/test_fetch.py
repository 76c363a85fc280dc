"""The reference's fetch, against the suite's counting servers on 127.0.0.1: sizes checked
before and while reading, redirects checked hop by hop, and the connection pinned to the address
the guard checked (a DNS answer that changes after the check is never used)."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from urllib.parse import quote

import pytest
from kotoba_conformance.steps.support.image_server import LOOPBACK, ImageServer
from kotoba_conformance.steps.support.images import png
from kotoba_reference.visual import fetch as visual_fetch
from kotoba_reference.visual.fetch import Fetcher
from kotoba_reference.visual.guard import Refused

LIMIT = 64 * 1024
HOST = "images.example"


@pytest.fixture
def server() -> Iterator[ImageServer]:
    running = ImageServer()
    yield running
    running.stop()


def fetcher() -> Fetcher:
    return Fetcher(LIMIT, test_hosts={HOST: LOOPBACK})


def test_an_allowed_image_is_fetched_whole(server: ImageServer) -> None:
    assert fetcher().fetch(f"http://{HOST}:{server.port}/image/luna.png") == png("luna.png")


def test_an_image_exactly_at_the_limit_is_fetched(server: ImageServer) -> None:
    body = fetcher().fetch(f"http://{HOST}:{server.port}/streamed/{LIMIT}.png")
    assert len(body) == LIMIT


@pytest.mark.parametrize("route", ["sized", "streamed"])
def test_one_byte_over_the_limit_is_refused_announced_or_not(
    server: ImageServer, route: str
) -> None:
    with pytest.raises(Refused, match="too big"):
        fetcher().fetch(f"http://{HOST}:{server.port}/{route}/{LIMIT + 1}.png")


def test_a_redirect_to_loopback_is_refused_without_contacting_it(server: ImageServer) -> None:
    inside = ImageServer()
    try:
        url = f"http://{HOST}:{server.port}/redirect?to=http://127.0.0.1:{inside.port}/image/a.png"
        with pytest.raises(Refused):
            fetcher().fetch(url)
        assert inside.connections == 0
        assert server.paths == [f"/redirect?to=http://127.0.0.1:{inside.port}/image/a.png"]
    finally:
        inside.stop()


def test_a_chain_longer_than_the_redirect_cap_is_refused(server: ImageServer) -> None:
    url = f"http://{HOST}:{server.port}/image/luna.png"
    for _ in range(visual_fetch.MAX_REDIRECTS + 1):
        url = f"http://{HOST}:{server.port}/redirect?to={quote(url, safe='')}"
    with pytest.raises(Refused, match="redirects"):
        fetcher().fetch(url)
    assert len(server.paths) == visual_fetch.MAX_REDIRECTS + 1


def test_the_connection_goes_to_the_address_checked_not_a_fresh_lookup(
    monkeypatch: pytest.MonkeyPatch, server: ImageServer
) -> None:
    """A rebinding resolver answers a public address first and loopback afterwards: the fetch
    asks it once and connects to the public address it checked."""
    answers = iter([["93.184.216.34"], [LOOPBACK]])
    asked: list[str] = []
    connected: list[tuple[str, int]] = []

    def rebinding(host: str, port: int) -> list[str]:
        del port
        asked.append(host)
        return next(answers)

    def no_network(address: tuple[str, int], timeout: float | None = None) -> object:
        del timeout
        connected.append(address)
        raise OSError("no network in the test")

    monkeypatch.setattr(socket, "create_connection", no_network)
    with pytest.raises(Refused):
        Fetcher(LIMIT, resolver=rebinding).fetch(f"http://rebind.example:{server.port}/a.png")
    assert asked == ["rebind.example"]
    assert connected == [("93.184.216.34", server.port)]
    assert server.connections == 0
