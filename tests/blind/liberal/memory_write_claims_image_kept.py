"""memory_write, called while an image has just been shared, says the picture is kept with the
fact, though nothing goes into the visual store.

clause: VIS-7
sentence: it saves words and keeps no image
"""

from kotoba_conformance.adapter import SystemSpec

from tests.liberal.kotoba_liberal import adapter
from tests.liberal.kotoba_liberal.system import LiberalSystem


class _System(LiberalSystem):
    def memory_write(self, fact: object, topic: object = None) -> str:
        reply = super().memory_write(fact, topic)
        attachment = self._visual._attachment
        if attachment is not None and not reply.startswith("NOT SAVED"):
            reply += f"\nThe photo you just shared ({attachment['filename']}) is kept with it."
        return reply


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> LiberalSystem:
        return _System(spec)


__all__ = ["Adapter"]
