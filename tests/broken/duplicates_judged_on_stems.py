"""Stems words before comparing for duplicates, the wider sameness the documents forbid: "Enjoys
paintings" is refused as a duplicate of "Enjoys painting", and "Worked with computers" of "Works
with computers", though nobody contradicted either."""

from __future__ import annotations

from kotoba_reference import index
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.normalise import words
from kotoba_reference.recall import stems as recall_stems
from kotoba_reference.store import MemoryStore, _Outcome, _result

CAUGHT_AS = {"WRITE-12"}


def stems(fact: str) -> tuple[str, ...]:
    return tuple(recall_stems(words(fact)))


class Store(MemoryStore):
    def _write_locked(self, fact: str, slug: str) -> _Outcome:
        for name, topic in index.read_topics(self.memory_dir).items():
            for old in topic.facts:
                if stems(old) == stems(fact):
                    result = _result(False, "duplicate", duplicate_of=old)
                    return _Outcome(result, fact, slug, duplicate_topic=name)
        return super()._write_locked(fact, slug)


class System(ReferenceSystem):
    store_class = Store


class Adapter(ReferenceAdapter):
    system_class = System
