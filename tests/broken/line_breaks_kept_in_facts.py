"""Collapses spaces and tabs but keeps line breaks: "Works as a nurse" followed by "# Notes" on a
second line is saved as two lines, opening a stray heading in the topic file and in USER.md."""

from __future__ import annotations

from kotoba_reference import index
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.normalise import cap
from kotoba_reference.refusals import refusal_for
from kotoba_reference.store import MemoryStore, _Outcome

CAUGHT_AS = {"WRITE-11"}


class Store(MemoryStore):
    def _write(self, fact: object, topic: object) -> _Outcome:
        if not isinstance(fact, str) or "\n" not in fact.strip():
            return super()._write(fact, topic)
        if topic is not None and not isinstance(topic, str):
            return super()._write(fact, topic)
        lines = (" ".join(line.split()) for line in fact.splitlines())
        text = cap("\n".join(line for line in lines if line))
        if refusal_for(text) is not None:
            return super()._write(fact, topic)
        index.topics_dir(self.memory_dir).mkdir(parents=True, exist_ok=True)
        with self._lock:
            return self._write_locked(text, index.write_slug(topic))


class System(ReferenceSystem):
    store_class = Store


class Adapter(ReferenceAdapter):
    system_class = System
