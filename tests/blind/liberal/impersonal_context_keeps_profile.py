"""load_context(personal=False) withholds the facts but still puts the user's profile (their
name) into the prompt."""

CLAUSE = "PERS-1"
SENTENCE = "when it is false both the profile and the facts are empty strings"
# ruff: noqa: E402 - CLAUSE and SENTENCE come first, as the blind brief's format has it

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
