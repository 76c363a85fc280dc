"""load_context(personal=False) withholds the facts but still puts the user's profile (their
name) into the prompt.

clause: PERS-1
sentence: when it is false both the profile and the facts are empty strings
"""

from kotoba_conformance.adapter import Context, SystemSpec

from tests.liberal.kotoba_liberal import adapter
from tests.liberal.kotoba_liberal.system import LiberalSystem


class _System(LiberalSystem):
    def load_context(self, personal: bool) -> Context:
        context = super().load_context(personal)
        if not personal:
            context["profile"] = self.profile_for_prompt()
        return context


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> LiberalSystem:
        return _System(spec)


__all__ = ["Adapter"]
