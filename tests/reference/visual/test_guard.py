"""The reference's SSRF guard, alone: which URLs pass, and that a name is resolved once."""

from __future__ import annotations

import ipaddress

import pytest
from kotoba_reference.visual.guard import Refused, Resolver, check, is_public

PUBLIC = "93.184.216.34"


def resolver_to(*addresses: str) -> tuple[list[tuple[str, int]], Resolver]:
    """A resolver answering these addresses, and the list of calls it was asked."""
    calls: list[tuple[str, int]] = []

    def resolve(host: str, port: int) -> list[str]:
        calls.append((host, port))
        return list(addresses)

    return calls, resolve


@pytest.mark.parametrize(
    "url",
    [
        "file:///etc/passwd",
        "ftp://example.com/a.png",
        "gopher://example.com/",
        "javascript:alert(1)",
        "http://user@example.com/a.png",
        "http://example.com\\@127.0.0.1/",
        "http:///a.png",
        "http://example.com:notaport/",
        "http://metadata.google.internal/",
        "http://exa mple.com/",
    ],
)
def test_a_url_that_is_not_plain_http_to_a_named_host_is_refused_before_resolving(
    url: str,
) -> None:
    calls, resolve = resolver_to(PUBLIC)
    with pytest.raises(Refused):
        check(url, resolve)
    assert calls == []


@pytest.mark.parametrize(
    "address",
    [
        "127.0.0.1", "127.8.9.10", "10.1.2.3", "172.31.0.1", "192.168.0.1", "100.64.0.1",
        "169.254.169.254", "224.0.0.1", "240.0.0.1", "255.255.255.255", "0.0.0.0",
        "::1", "::", "fc00::1", "fe80::1", "ff02::1", "2001:db8::1", "::ffff:127.0.0.1",
        "::ffff:10.0.0.1", "::127.0.0.1", "64:ff9b::a9fe:a9fe", "2002:7f00:1::", "fd00:ec2::254",
    ],
)  # fmt: skip
def test_a_name_resolving_to_an_internal_address_is_refused(address: str) -> None:
    _, resolve = resolver_to(address)
    with pytest.raises(Refused):
        check("http://images.example/a.png", resolve)


def test_one_internal_address_among_public_ones_is_enough_to_refuse() -> None:
    _, resolve = resolver_to(PUBLIC, "127.0.0.1")
    with pytest.raises(Refused):
        check("http://images.example/a.png", resolve)


def test_a_public_name_is_resolved_once_and_the_checked_address_is_the_target() -> None:
    calls, resolve = resolver_to(PUBLIC)
    target = check("https://images.example:8443/a.png?size=2", resolve)
    assert calls == [("images.example", 8443)]
    assert (target.address, target.host, target.port) == (PUBLIC, "images.example", 8443)
    assert target.path == "/a.png?size=2"


def test_the_suites_allowance_names_hosts_never_addresses() -> None:
    allowed = {"images.example": "127.0.0.1"}
    assert check("http://images.example/a.png", test_hosts=allowed).address == "127.0.0.1"
    with pytest.raises(Refused):
        check("http://127.0.0.1/a.png", test_hosts=allowed)


@pytest.mark.parametrize(
    "spelling", ["2130706433", "0x7f000001", "0177.0.0.1", "127.1", "0", "localhost", "[::1]"]
)
def test_numeric_spellings_and_localhost_resolve_to_loopback_and_are_refused(spelling: str) -> None:
    with pytest.raises(Refused):
        check(f"http://{spelling}:8080/a.png")


def test_public_addresses_are_public() -> None:
    assert is_public(ipaddress.ip_address(PUBLIC))
    assert is_public(ipaddress.ip_address("2606:4700::1111"))
    assert is_public(ipaddress.ip_address("::ffff:93.184.216.34"))
