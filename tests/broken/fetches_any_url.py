"""No SSRF guard at all: any URL the model gives is fetched, whatever its scheme, and whether its
host is 127.0.0.1, a hex or octal spelling of it, localhost, or hides behind user info."""

from __future__ import annotations

from urllib.parse import urlsplit

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.visual import VisualMemory
from kotoba_reference.visual_fetch import Fetcher
from kotoba_reference.visual_guard import SCHEMES, Target, system_resolver

CAUGHT_AS = {"VIS-2"}


class Unguarded(Fetcher):
    def check_hop(self, url: str, hop: int) -> Target:
        del hop
        parts = urlsplit(url)
        host = parts.hostname or ""
        port = parts.port or SCHEMES.get(parts.scheme, 80)
        address = self.test_hosts.get(host) or system_resolver(host, port)[0]
        path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
        scheme = parts.scheme if parts.scheme in SCHEMES else "http"  # ftp://, gopher://: as http
        return Target(scheme, host, port, address, path)


class Visual(VisualMemory):
    fetcher_class = Unguarded


class System(ReferenceSystem):
    visual_class = Visual


class Adapter(ReferenceAdapter):
    system_class = System
