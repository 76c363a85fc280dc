"""Fetching an http(s) image behind an SSRF guard.

Every hop, the first and each redirect, is checked before any connection: http or https only,
no user info, a host that is a plain name or address, and every address it resolves to public.
The connection then goes to the address that was checked, never to a second lookup of the name,
so a name cannot resolve to one address for the check and another for the fetch. Names in the
suite's `test_hosts` stand for public hosts at the address given; nothing else is exempt, and the
address itself is checked like any other.
"""

from __future__ import annotations

import http.client
import ipaddress
import re
import socket
import ssl
import time
import urllib.parse
from collections.abc import Mapping
from dataclasses import dataclass

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
MAX_REDIRECTS = 5
TIMEOUT_SECONDS = 10.0
_REDIRECTS = frozenset({301, 302, 303, 307, 308})
_LABEL = r"[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?"
_HOST_NAME = re.compile(rf"{_LABEL}(?:\.{_LABEL})*")
_NAT64 = ipaddress.ip_network("64:ff9b::/96")


class Refused(Exception):
    """The guard refused this URL before connecting anywhere."""


class FetchFailed(Exception):
    """The fetch was allowed but brought back no image."""


@dataclass(frozen=True)
class Fetched:
    """What came back: the body's start (at most limit + 1 bytes) and its declared length."""

    data: bytes
    declared: int | None


@dataclass(frozen=True)
class _Target:
    scheme: str
    host: str
    port: int
    address: str
    path: str


def fetch(url: str, test_hosts: Mapping[str, str], limit: int) -> Fetched:
    """GET the image at `url`, following at most MAX_REDIRECTS redirects, each one checked."""
    deadline = time.monotonic() + TIMEOUT_SECONDS
    hosts = {name.lower(): address for name, address in test_hosts.items()}
    for _hop in range(MAX_REDIRECTS + 1):
        target = check(url, hosts)
        status, location, fetched = _get(target, limit, deadline)
        if status in _REDIRECTS:
            if not location:
                raise FetchFailed(f"HTTP {status} redirect without a Location")
            url = urllib.parse.urljoin(url, location.strip())
            continue
        if status != 200:
            raise FetchFailed(f"the server answered HTTP {status}")
        return fetched
    raise FetchFailed(f"more than {MAX_REDIRECTS} redirects")


def check(url: str, test_hosts: Mapping[str, str]) -> _Target:
    """Where this URL may be fetched from, or Refused; nothing is contacted (DNS aside)."""
    if any(ord(char) <= 0x20 or ord(char) == 0x7F or char == "\\" for char in url):
        raise Refused("the URL holds spaces, control characters or backslashes")
    try:
        parts = urllib.parse.urlsplit(url)
        port = parts.port
    except ValueError as error:
        raise Refused(f"the URL does not parse ({error})") from None
    scheme = parts.scheme.lower()
    if scheme not in ("http", "https"):
        raise Refused("only http and https URLs are fetched")
    if "@" in parts.netloc:
        raise Refused("a URL with user info (user@host) is never fetched")
    host = parts.hostname or ""
    if not host:
        raise Refused("the URL names no host")
    port = port or (443 if scheme == "https" else 80)
    path = urllib.parse.quote(parts.path or "/", safe="/%:@!$&'()*+,;=-._~")
    if parts.query:
        path += "?" + urllib.parse.quote(parts.query, safe="/%:@!$&'()*+,;=-._~?")
    if host in test_hosts:
        return _Target(scheme, host, port, test_hosts[host], path)
    address = _public_address(host, port)
    return _Target(scheme, host, port, address, path)


def _public_address(host: str, port: int) -> str:
    """One address of `host`, after checking that every address it has is public."""
    if not host.isascii() or "%" in host:
        raise Refused("the host is not a plain ASCII name or address")
    try:
        literal: IPAddress | None = ipaddress.ip_address(host)
    except ValueError:
        literal = None
    if literal is None and not _HOST_NAME.fullmatch(host.rstrip(".")):
        raise Refused("the host is not a valid name")
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (OSError, UnicodeError):
        raise Refused(f"the host {host!r} does not resolve") from None
    addresses = [ipaddress.ip_address(str(info[4][0]).split("%")[0]) for info in infos]
    if not addresses:
        raise Refused(f"the host {host!r} does not resolve")
    for address in addresses:
        if not is_public(address):
            raise Refused(f"{host!r} is (or resolves to) a non-public address, {address}")
    return str(addresses[0])


def is_public(address: IPAddress) -> bool:
    """True for a globally routable unicast address, looking inside v6 forms that embed a v4."""
    if isinstance(address, ipaddress.IPv6Address):
        embedded = address.ipv4_mapped or address.sixtofour
        if address.teredo is not None:
            embedded = address.teredo[1]
        if address in _NAT64:
            embedded = ipaddress.IPv4Address(int(address) & 0xFFFFFFFF)
        if embedded is not None and not is_public(embedded):
            return False
        if address.ipv4_mapped is not None:
            return True
        if address.is_site_local:
            return False
    return address.is_global and not (
        address.is_private
        or address.is_loopback
        or address.is_link_local
        or address.is_reserved
        or address.is_multicast
        or address.is_unspecified
    )


class _PinnedHTTP(http.client.HTTPConnection):
    """HTTP to a checked address, naming the host in the request as usual."""

    def __init__(self, target: _Target, timeout: float) -> None:
        super().__init__(target.host, target.port, timeout=timeout)
        self._address = target.address

    def connect(self) -> None:
        self.sock = socket.create_connection((self._address, self.port), self.timeout)


class _PinnedHTTPS(http.client.HTTPSConnection):
    """HTTPS to a checked address, verifying the certificate against the host's name."""

    def __init__(self, target: _Target, timeout: float) -> None:
        super().__init__(target.host, target.port, timeout=timeout)
        self._address = target.address
        self._tls = ssl.create_default_context()

    def connect(self) -> None:
        raw = socket.create_connection((self._address, self.port), self.timeout)
        self.sock = self._tls.wrap_socket(raw, server_hostname=self.host)


def _get(target: _Target, limit: int, deadline: float) -> tuple[int, str | None, Fetched]:
    """One request: its status, its Location, and the body's start when it is not a redirect."""
    remaining = deadline - time.monotonic()
    if remaining <= 0:
        raise FetchFailed("the fetch took too long")
    connection_type = _PinnedHTTPS if target.scheme == "https" else _PinnedHTTP
    connection = connection_type(target, timeout=min(remaining, TIMEOUT_SECONDS))
    try:
        connection.request("GET", target.path, headers={"Accept": "image/*"})
        response = connection.getresponse()
        if response.status != 200:
            return response.status, response.getheader("Location"), Fetched(b"", None)
        declared = _declared_length(response.getheader("Content-Length"))
        if declared is not None and declared > limit:
            return 200, None, Fetched(b"", declared)
        chunks: list[bytes] = []
        received = 0
        while received <= limit:
            if time.monotonic() > deadline:
                raise FetchFailed("the fetch took too long")
            chunk = response.read(min(65536, limit + 1 - received))
            if not chunk:
                break
            chunks.append(chunk)
            received += len(chunk)
        return 200, None, Fetched(b"".join(chunks), declared)
    except (OSError, http.client.HTTPException) as error:
        raise FetchFailed(f"the fetch failed ({error.__class__.__name__}: {error})") from None
    finally:
        connection.close()


def _declared_length(value: str | None) -> int | None:
    try:
        return int(value) if value is not None else None
    except ValueError:
        return None
