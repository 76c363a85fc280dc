"""load_context(personal=False) withholds the name by building the profile block from nothing:
the profile comes back as the "(nothing known about the user yet)" block instead of an empty
string (the facts are still empty).

clause: PERS-1
sentence: when it is false both the profile and the facts are empty strings
"""

from kotoba_conformance.adapter import Context, SystemSpec

from tests.liberal.kotoba_contrary import adapter, profile
from tests.liberal.kotoba_contrary.system import ContrarySystem


class _System(ContrarySystem):
    def load_context(self, personal: bool) -> Context:
        context = super().load_context(personal)
        if personal is False:
            return Context(profile=f"{profile.HEADING}\n{profile.NOTHING}", facts="")
        return context


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> ContrarySystem:
        return _System(spec)


__all__ = ["Adapter"]
