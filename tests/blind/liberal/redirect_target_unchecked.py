"""The SSRF guard checks only the URL it is given: a redirect is followed to wherever it points,
a loopback or private address included, without checking the new hop.

clause: VIS-2
sentence: The URL form is work mode only and SSRF-guarded
"""

import socket
import time
import urllib.parse
from collections.abc import Mapping

from tests.liberal.kotoba_liberal import visual_fetch
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.visual_fetch import Fetched, FetchFailed, Refused

_check = visual_fetch.check
_Target = visual_fetch._Target


def _unchecked(url: str) -> visual_fetch._Target:
    """Where a redirect points: parsed and resolved, never checked."""
    parts = urllib.parse.urlsplit(url)
    scheme = parts.scheme.lower()
    host = parts.hostname or ""
    port = parts.port or (443 if scheme == "https" else 80)
    path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    try:
        address = str(socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0][4][0])
    except OSError:
        raise Refused(f"the host {host!r} does not resolve") from None
    return _Target(scheme, host, port, address, path)


def _fetch(url: str, test_hosts: Mapping[str, str], limit: int) -> Fetched:
    deadline = time.monotonic() + visual_fetch.TIMEOUT_SECONDS
    hosts = {name.lower(): address for name, address in test_hosts.items()}
    target = _check(url, hosts)
    for _hop in range(visual_fetch.MAX_REDIRECTS + 1):
        status, location, fetched = visual_fetch._get(target, limit, deadline)
        if status in visual_fetch._REDIRECTS:
            if not location:
                raise FetchFailed(f"HTTP {status} redirect without a Location")
            url = urllib.parse.urljoin(url, location.strip())
            host = (urllib.parse.urlsplit(url).hostname or "").lower()
            target = _check(url, hosts) if host in hosts else _unchecked(url)
            continue
        if status != 200:
            raise FetchFailed(f"the server answered HTTP {status}")
        return fetched
    raise FetchFailed(f"more than {visual_fetch.MAX_REDIRECTS} redirects")


vars(visual_fetch)["fetch"] = _fetch

__all__ = ["Adapter"]
