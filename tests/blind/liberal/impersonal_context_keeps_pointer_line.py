"""load_context(personal=False) drops the inline facts but keeps the pointer line, so the room
still hears how many facts are stored and the names of their topics ("health (3)", say).

clause: PERS-1
sentence: Nothing from either store reaches the prompt when the speaker is not you.
"""

from kotoba_conformance.adapter import Context, SystemSpec

from tests.liberal.kotoba_liberal import adapter
from tests.liberal.kotoba_liberal.system import LiberalSystem


class _System(LiberalSystem):
    def load_context(self, personal: bool) -> Context:
        context = super().load_context(personal)
        if not personal:
            lines = self.facts_for_prompt()
            start = next((i for i, line in enumerate(lines) if line.startswith("(This list")), None)
            context["facts"] = "\n".join(lines[start:]) if start is not None else ""
        return context


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> LiberalSystem:
        return _System(spec)


__all__ = ["Adapter"]
