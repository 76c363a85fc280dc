"""Property: any URL string is either refused by the guard or sent to an allowed address.

"Allowed" is judged here by an independent list of the internal networks (not by the guard's
own `is_public`), for URLs made of every trick the features list (schemes, user info, numeric
spellings, IPv4 inside IPv6, trailing dots) and for arbitrary text. Names resolve through a fake
resolver that answers a mix of public and internal addresses; numeric hosts resolve as the C
library reads them, with no network."""

from __future__ import annotations

import ipaddress
import socket
from unittest.mock import patch
from urllib.parse import urlsplit

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from kotoba_reference.visual.fetch import Fetcher
from kotoba_reference.visual.guard import Refused, check

ALLOWED_HOST, ALLOWED_ADDRESS = "images.example", "127.0.0.1"
INTERNAL = [
    ipaddress.ip_network(n)
    for n in (
        "0.0.0.0/8", "10.0.0.0/8", "100.64.0.0/10", "127.0.0.0/8", "169.254.0.0/16",
        "172.16.0.0/12", "192.0.0.0/24", "192.0.2.0/24", "192.168.0.0/16", "198.18.0.0/15",
        "198.51.100.0/24", "203.0.113.0/24", "224.0.0.0/4", "240.0.0.0/4",
        "::/127", "fc00::/7", "fe80::/10", "ff00::/8", "2001:db8::/32", "100::/64",
    )
]  # fmt: skip
NAMES = {
    "public.example": ["93.184.216.34"],
    "mixed.example": ["93.184.216.34", "10.0.0.7"],
    "inside.example": ["192.168.1.20"],
    "v6.example": ["2606:4700::1111"],
    "mapped.example": ["::ffff:127.0.0.1"],
}


def fake_resolver(host: str, port: int) -> list[str]:
    if host in NAMES:
        return NAMES[host]
    try:
        infos = socket.getaddrinfo(host, port, flags=socket.AI_NUMERICHOST)
    except (socket.gaierror, UnicodeError, ValueError) as error:
        raise Refused("does not resolve") from error
    return [str(info[4][0]) for info in infos]


def internal(text: str) -> bool:
    address = ipaddress.ip_address(text.split("%", maxsplit=1)[0])
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    return any(address.version == n.version and address in n for n in INTERNAL)


hosts = st.one_of(
    st.sampled_from([*NAMES, ALLOWED_HOST, "localhost", "LOCALHOST.", "0", "127.1",
                     "2130706433", "0x7f000001", "0177.0.0.1", "0x7f.0.0.1", "10.1", "8.8.8.8",
                     "[::1]", "[::ffff:127.0.0.1]", "[::ffff:8.8.8.8]", "[fe80::1%25eth0]",
                     "[2606:4700::1111]", "169.254.169.254", "[::]", "0.0.0.0"]),
    st.text(alphabet="0123456789abcdefx.:[]%-", max_size=20),
)  # fmt: skip
urls = st.builds(
    lambda scheme, user, host, port, path: f"{scheme}{user}{host}{port}{path}",
    st.sampled_from(["http://", "https://", "HTTP://", "ftp://", "file://", "//", "http:/", ""]),
    st.sampled_from(["", "user@", "user:pw@", f"{ALLOWED_HOST}@", "a@b@"]),
    hosts,
    st.sampled_from(["", ":80", ":8080", ":0", ":99999", ":x"]),
    st.sampled_from(["", "/a.png", "/#@images.example/", "?to=http://127.0.0.1/", "\\@x/"]),
)


def allowed(host: str, address: str) -> bool:
    return address == ALLOWED_ADDRESS if host == ALLOWED_HOST else not internal(address)


@settings(max_examples=400, deadline=None)
@given(st.one_of(urls, st.text(max_size=60)))
def test_any_url_is_refused_or_sent_to_an_allowed_address(url: str) -> None:
    try:
        target = check(url, fake_resolver, {ALLOWED_HOST: ALLOWED_ADDRESS})
    except Refused:
        return
    assert allowed(target.host, target.address), (url, target)
    assert target.scheme in ("http", "https")


@settings(max_examples=200, deadline=None)
@given(urls)
def test_a_fetch_connects_only_to_allowed_addresses(url: str) -> None:
    """End to end through the fetcher: every connection it opens (none succeeds here) goes
    to an allowed address, and anything else ends in a refusal, never another exception."""
    connected: list[str] = []

    def record(address: tuple[str, int], *args: object, **kwargs: object) -> socket.socket:
        del args, kwargs
        connected.append(address[0])
        raise OSError("no connection in this test")

    fetcher = Fetcher(1024, resolver=fake_resolver, test_hosts={ALLOWED_HOST: ALLOWED_ADDRESS})
    with patch.object(socket, "create_connection", record), pytest.raises(Refused):
        fetcher.fetch(url)
    host = urlsplit(url).hostname if connected else None
    assert all(allowed((host or "").rstrip("."), address) for address in connected), url
