"""The suite's own image server: what it answers must never fail in the server, whatever a
scenario or the fuzz mode asks it, or a limit of the kit would be charged to a clause."""

from __future__ import annotations

import http.client
from collections.abc import Iterator
from urllib.parse import quote

import pytest
from kotoba_conformance.steps.support.image_server import LOOPBACK, ImageServer


@pytest.fixture
def server() -> Iterator[ImageServer]:
    started = ImageServer()
    yield started
    started.stop()


def location_of(server: ImageServer, target: str) -> str | None:
    connection = http.client.HTTPConnection(LOOPBACK, server.port, timeout=10)
    try:
        connection.request("GET", f"/redirect?to={quote(target, safe='')}")
        answer = connection.getresponse()
        assert answer.status == 302
        return answer.getheader("Location")
    finally:
        connection.close()


@pytest.mark.parametrize(
    ("target", "location"),
    [
        ("http://127.0.0.1:1/image/luna.png", "http://127.0.0.1:1/image/luna.png"),
        ("/image/luna.png?size=1&x=%41", "/image/luna.png?size=1&x=%41"),
        ("http://例え.jp/写真.png", "http://%E4%BE%8B%E3%81%88.jp/%E5%86%99%E7%9C%9F.png"),
        ("/a b\r\nSet-Cookie: x", "/a%20b%0D%0ASet-Cookie:%20x"),
    ],
)
def test_a_redirect_names_its_target_percent_encoded_where_a_header_needs_it(
    server: ImageServer, target: str, location: str
) -> None:
    assert location_of(server, target) == location
