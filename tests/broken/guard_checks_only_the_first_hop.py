"""Checks the URL the model gave and trusts every redirect after it: a public image host that
answers with a 302 to 127.0.0.1 (or to a cloud metadata address) gets the fetch sent inside.

clause: VIS-2
"""

from __future__ import annotations

from urllib.parse import urlsplit

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.visual.fetch import Fetcher
from kotoba_reference.visual.guard import SCHEMES, Target, system_resolver
from kotoba_reference.visual.memory import VisualMemory


class TrustsRedirects(Fetcher):
    def check_hop(self, url: str, hop: int) -> Target:
        if hop == 0:
            return super().check_hop(url, hop)
        parts = urlsplit(url)
        host = parts.hostname or ""
        port = parts.port or SCHEMES.get(parts.scheme, 80)
        address = self.test_hosts.get(host) or system_resolver(host, port)[0]
        path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
        return Target(parts.scheme, host, port, address, path)


class Visual(VisualMemory):
    fetcher_class = TrustsRedirects


class System(ReferenceSystem):
    visual_class = Visual


class Adapter(ReferenceAdapter):
    system_class = System
