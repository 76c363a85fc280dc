"""The SSRF guard: which URL may be fetched, and from which address.

A URL passes only when its scheme is http or https, it carries no user info, and its host
resolves to public addresses only (every one of them: a name with one private address among
public ones is refused). Names are resolved once, here, and the fetch connects to the address
checked here, so a DNS answer that changes between check and connect cannot slip past.
Numeric spellings (decimal, octal, hex, short forms) are resolved the way the C library would
connect to them, then checked like any address; IPv4 inside IPv6 is checked as the IPv4.
"""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from urllib.parse import urlsplit

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
Resolver = Callable[[str, int], list[str]]
SCHEMES = {"http": 80, "https": 443}
_METADATA_NAMES = {"metadata", "metadata.google.internal", "metadata.goog", "instance-data"}


class Refused(Exception):
    """The URL may not be fetched; the message says why, in words for the model."""


@dataclass(frozen=True)
class Target:
    """A checked URL: where to connect (`address`, `port`) and what to ask for."""

    scheme: str
    host: str
    port: int
    address: str
    path: str


def system_resolver(host: str, port: int) -> list[str]:
    """Every address the C library resolves the host to (numeric spellings included)."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError) as error:
        raise Refused(f"the host {host!r} does not resolve") from error
    return [str(info[4][0]) for info in infos]


def is_public(address: IPAddress) -> bool:
    """Reachable on the public internet: not loopback, private, link-local, multicast,
    reserved, unspecified or otherwise special, IPv4 wrapped in IPv6 judged as that IPv4."""
    if isinstance(address, ipaddress.IPv6Address):
        inner = address.ipv4_mapped or _ipv4_compatible(address) or _embedded(address)
        if inner is not None:
            return is_public(inner)
    special = (
        address.is_private
        or address.is_loopback
        or address.is_link_local
        or address.is_multicast
        or address.is_reserved
        or address.is_unspecified
    )
    return address.is_global and not special


def check(
    url: str, resolver: Resolver = system_resolver, test_hosts: Mapping[str, str] | None = None
) -> Target:
    """The target to connect to for this URL, or `Refused`. `test_hosts` (the suite's
    allowance, never set outside it) maps a name to the address it stands for, as if public."""
    if any(ord(c) < 33 or c == "\\" for c in url):
        raise Refused("the URL holds spaces, control characters or backslashes")
    try:
        parts = urlsplit(url)
    except ValueError as error:  # an unbalanced "[" or "]"
        raise Refused("the URL does not parse") from error
    scheme = parts.scheme.lower()
    if scheme not in SCHEMES:
        raise Refused(f"only http and https URLs are fetched, not {scheme or 'this'!r}")
    if "@" in parts.netloc:
        raise Refused("a URL with user info (user@host) is not fetched")
    try:
        host, port = parts.hostname, parts.port or SCHEMES[scheme]
    except ValueError as error:
        raise Refused("the URL's port is not a number") from error
    if not host:
        raise Refused("the URL names no host")
    host = host.rstrip(".")
    if host in _METADATA_NAMES:
        raise Refused("cloud metadata hosts are never fetched")
    path = parts.path or "/"
    if parts.query:
        path += f"?{parts.query}"
    allowed = (test_hosts or {}).get(host)
    if allowed is not None:
        return Target(scheme, host, port, allowed, path)
    addresses = resolver(host, port)
    if not addresses:
        raise Refused(f"the host {host!r} does not resolve")
    for text in addresses:
        if not is_public(ipaddress.ip_address(text.split("%")[0])):
            raise Refused(f"{host!r} is not a public address")
    return Target(scheme, host, port, addresses[0], path)


def _ipv4_compatible(address: ipaddress.IPv6Address) -> ipaddress.IPv4Address | None:
    """`::a.b.c.d`, the deprecated IPv4-compatible form (not `::` or `::1` themselves)."""
    if int(address) >> 32 == 0 and int(address) > 1:
        return ipaddress.IPv4Address(int(address) & 0xFFFFFFFF)
    return None


_NAT64 = ipaddress.IPv6Network("64:ff9b::/96")


def _embedded(address: ipaddress.IPv6Address) -> ipaddress.IPv4Address | None:
    """The IPv4 a 6to4 or NAT64 address leads to: the gateway connects to that one."""
    if address in _NAT64:
        return ipaddress.IPv4Address(int(address) & 0xFFFFFFFF)
    return address.sixtofour
