"""No SSRF guard at all: any URL the model gives is fetched, whatever its scheme, and whether its
host is 127.0.0.1, a hex or octal spelling of it, localhost, or hides behind user info.

clause: VIS-2
"""

from __future__ import annotations

import dataclasses

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.visual.guard import SCHEMES, Target
from kotoba_reference.visual.memory import VisualMemory

from tests.broken.guard_checks_only_the_first_hop import TrustsRedirects


class Unguarded(TrustsRedirects):
    """Every hop is taken as a redirect is by its sibling: unchecked."""

    def check_hop(self, url: str, hop: int) -> Target:
        del hop
        target = super().check_hop(url, hop=1)
        scheme = target.scheme if target.scheme in SCHEMES else "http"  # ftp://, gopher://: as http
        return dataclasses.replace(target, scheme=scheme)


class Visual(VisualMemory):
    fetcher_class = Unguarded


class System(ReferenceSystem):
    visual_class = Visual


class Adapter(ReferenceAdapter):
    system_class = System
