"""The bridge decides "personal" once, when the owner first speaks, and keeps that for every
later message: a stranger (or nobody) writing after the owner gets the profile and the facts.

clause: PERS-2
sentence: personal=bool(who and who.is_owner)
"""

from kotoba_conformance.adapter import Context, Speaker, SystemSpec

from tests.liberal.kotoba_liberal import adapter
from tests.liberal.kotoba_liberal.system import LiberalSystem


class _System(LiberalSystem):
    _owner_seen = False

    def bridge_context(self, speaker: Speaker | None) -> Context:
        if isinstance(speaker, dict) and speaker.get("is_owner") is True:
            self._owner_seen = True
        if self._owner_seen:
            return self.load_context(personal=True)
        return super().bridge_context(speaker)


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> LiberalSystem:
        return _System(spec)


__all__ = ["Adapter"]
