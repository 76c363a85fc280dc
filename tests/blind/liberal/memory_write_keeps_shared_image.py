"""memory_write, called while an image has just been shared, also keeps that image in visual
memory and says so.

clause: VIS-7
sentence: memory_write is not an alternative: it saves words and keeps no image
"""

from kotoba_conformance.adapter import SystemSpec

from tests.liberal.kotoba_liberal import adapter
from tests.liberal.kotoba_liberal.system import LiberalSystem


class _System(LiberalSystem):
    def memory_write(self, fact: object, topic: object = None) -> str:
        reply = super().memory_write(fact, topic)
        if self._visual._attachment is not None and isinstance(fact, str):
            kept = self._visual.remember_image("attachment", topic or "user", fact, "other")
            if kept["kept"]:
                reply += f"\nThe image you shared is kept too, as {kept['id']}."
        return reply


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> LiberalSystem:
        return _System(spec)


__all__ = ["Adapter"]
