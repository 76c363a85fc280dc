"""The bridge treats a message with no speaker attached as the owner's (as if it came from the
local console), so a message from nobody in particular gets the profile and the facts.

clause: PERS-2
sentence: personal=bool(who and who.is_owner)
"""

from kotoba_conformance.adapter import Context, Speaker, SystemSpec

from tests.liberal.kotoba_contrary import adapter
from tests.liberal.kotoba_contrary.system import ContrarySystem


class _System(ContrarySystem):
    def bridge_context(self, speaker: Speaker | None) -> Context:
        return self.load_context(speaker is None or bool(speaker.get("is_owner")))


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> ContrarySystem:
        return _System(spec)


__all__ = ["Adapter"]
