"""Fetching an image by URL, through the guard, hop by hop.

Each hop (the first URL and every redirect) is checked by `guard.check`, and the
connection goes to the address the check resolved, never to a fresh lookup of the name. The size
is checked before reading (Content-Length) and while reading, so a server that lies or streams
forever costs at most one byte over the limit.
"""

from __future__ import annotations

import http.client
import socket
import ssl
from collections.abc import Mapping
from dataclasses import dataclass, field
from urllib.parse import urljoin

from kotoba_reference.visual.guard import Refused, Resolver, Target, check, system_resolver

MAX_REDIRECTS = 5
TIMEOUT = 10.0
_REDIRECTS = {301, 302, 303, 307, 308}
_CHUNK = 64 * 1024


class _PinnedHTTP(http.client.HTTPConnection):
    """An HTTP connection to a checked address, with the URL's host in the Host header."""

    def __init__(self, target: Target) -> None:
        super().__init__(target.host, target.port, timeout=TIMEOUT)
        self._address = target.address

    def connect(self) -> None:
        self.sock = socket.create_connection((self._address, self.port), self.timeout)


class _PinnedHTTPS(http.client.HTTPSConnection):
    """An HTTPS connection to a checked address, verified against the URL's host name."""

    def __init__(self, target: Target) -> None:
        self._tls = ssl.create_default_context()
        super().__init__(target.host, target.port, timeout=TIMEOUT, context=self._tls)
        self._address = target.address

    def connect(self) -> None:
        raw = socket.create_connection((self._address, self.port), self.timeout)
        self.sock = self._tls.wrap_socket(raw, server_hostname=self.host)


@dataclass
class Fetcher:
    """Fetches one URL's bytes, or raises `Refused`; `test_hosts` is the suite's allowance."""

    max_bytes: int
    resolver: Resolver = system_resolver
    test_hosts: Mapping[str, str] = field(default_factory=dict)

    def check_hop(self, url: str, hop: int) -> Target:
        """Every hop is checked alike: a redirect is a new URL from an untrusted server."""
        del hop
        return check(url, self.resolver, self.test_hosts)

    def fetch(self, url: str) -> bytes:
        for hop in range(MAX_REDIRECTS + 1):
            target = self.check_hop(url, hop)
            status, location, body = self._get(target)
            if status in _REDIRECTS:
                if not location:
                    raise Refused("a redirect without a Location")
                try:
                    url = urljoin(url, location)
                except ValueError as error:
                    raise Refused("a redirect to a URL that does not parse") from error
                continue
            if status != 200:
                raise Refused(f"the server answered {status}")
            return body
        raise Refused(f"more than {MAX_REDIRECTS} redirects")

    def _get(self, target: Target) -> tuple[int, str | None, bytes]:
        connection = _PinnedHTTPS(target) if target.scheme == "https" else _PinnedHTTP(target)
        try:
            connection.request("GET", target.path, headers={"Accept": "image/*"})
            response = connection.getresponse()
            if response.status in _REDIRECTS:
                return response.status, response.getheader("Location"), b""
            declared = response.getheader("Content-Length")
            if declared is not None and declared.isdigit() and int(declared) > self.max_bytes:
                raise Refused("the image is too big")
            return response.status, None, self._read_capped(response)
        except (OSError, ValueError, http.client.HTTPException) as error:
            raise Refused(f"the fetch failed: {error}") from error
        finally:
            connection.close()

    def _read_capped(self, response: http.client.HTTPResponse) -> bytes:
        chunks: list[bytes] = []
        size = 0
        while chunk := response.read(_CHUNK):
            size += len(chunk)
            if size > self.max_bytes:
                raise Refused("the image is too big")
            chunks.append(chunk)
        return b"".join(chunks)
