"""Takes any stored fact that opens with the same word and has as many words as the new one for
its older version, and retires it: "Plays chess on Mondays" retires "Plays tennis on Sundays".
Where it cannot tell a correction from a new fact it deletes, where the documents keep."""

from __future__ import annotations

from kotoba_conformance.adapter import SystemSpec
from kotoba_reference import index
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.judgement import judge
from kotoba_reference.normalise import words
from kotoba_reference.store import MemoryStore, _Outcome

CAUGHT_AS = {"WRITE-9"}


def same_shape(old: str, new: str) -> bool:
    a, b = words(old), words(new)
    return bool(a) and len(a) == len(b) and a[0] == b[0] and a != b


class Store(MemoryStore):
    def _write_locked(self, fact: str, slug: str) -> _Outcome:
        topics = index.read_topics(self.memory_dir)
        extra: list[str] = []
        if judge(fact, index.topic_facts(topics)).duplicate_of is None:
            extra = [old for t in topics.values() for old in t.facts if same_shape(old, fact)]
        for name, topic in topics.items():
            if not set(extra).isdisjoint(topic.facts):
                path = index.topic_path(self.memory_dir, name)
                index.atomic_write(path, index.without_bullets(topic.text, set(extra)))
        outcome = super()._write_locked(fact, slug)
        outcome.result["retired"] = list(dict.fromkeys([*extra, *outcome.result["retired"]]))
        return outcome


class System(ReferenceSystem):
    def __init__(self, spec: SystemSpec) -> None:
        super().__init__(spec)
        self.store = Store(self.paths.memory_dir)


class Adapter(ReferenceAdapter):
    def open(self, spec: SystemSpec) -> System:
        return System(spec)
