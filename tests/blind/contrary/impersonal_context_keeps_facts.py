"""load_context(personal=False) withholds the profile but still puts the facts into the prompt.

clause: PERS-1
sentence: when it is false both the profile and the facts are empty strings
"""

from kotoba_conformance.adapter import Context, SystemSpec

from tests.liberal.kotoba_contrary import adapter
from tests.liberal.kotoba_contrary.system import ContrarySystem


class _System(ContrarySystem):
    def load_context(self, personal: bool) -> Context:
        context = super().load_context(personal)
        if personal is False:
            context["facts"] = "\n".join(self.facts_for_prompt())
        return context


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> ContrarySystem:
        return _System(spec)


__all__ = ["Adapter"]
