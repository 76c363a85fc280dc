"""load_context(personal=False) withholds the profile by putting the empty block in its place:
the profile reads "(nothing known about the user yet)" instead of being an empty string.

clause: PERS-1
sentence: when it is false both the profile and the facts are empty strings
"""

from kotoba_conformance.adapter import Context, SystemSpec

from tests.liberal.kotoba_liberal import adapter, profile
from tests.liberal.kotoba_liberal.system import LiberalSystem


class _System(LiberalSystem):
    def load_context(self, personal: bool) -> Context:
        context = super().load_context(personal)
        if not personal:
            context["profile"] = profile.NOTHING
        return context


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> LiberalSystem:
        return _System(spec)


__all__ = ["Adapter"]
