"""A message through the bridge with no speaker at all is treated as the owner's, so it gets the
profile and the facts.

clause: PERS-2
sentence: personal=bool(who and who.is_owner)
"""

from kotoba_conformance.adapter import Context, Speaker, SystemSpec

from tests.liberal.kotoba_liberal import adapter
from tests.liberal.kotoba_liberal.system import LiberalSystem


class _System(LiberalSystem):
    def bridge_context(self, speaker: Speaker | None) -> Context:
        if speaker is None:
            return self.load_context(personal=True)
        return super().bridge_context(speaker)


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> LiberalSystem:
        return _System(spec)


__all__ = ["Adapter"]
