"""Judges a correction from the verb on, ignoring who the fact is about: "Sister lives in
Barcelona" retires "Lives in Madrid", and "The dog is 4 years old" retires "The cat is 3 years
old", though a differing subject is another statement, never a correction."""

from __future__ import annotations

from kotoba_conformance.adapter import SystemSpec
from kotoba_reference import index
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.judgement import VERBS, Verdict, compare, judge
from kotoba_reference.normalise import words
from kotoba_reference.store import MemoryStore, _Outcome

CAUGHT_AS = {"WRITE-8"}


def predicate(fact: str) -> str:
    """The fact from its first verb on ("" when it has none): the subject dropped."""
    found = words(fact)
    start = next((i for i, word in enumerate(found) if word in VERBS), len(found))
    return " ".join(found[start:])


class Store(MemoryStore):
    def _write_locked(self, fact: str, slug: str) -> _Outcome:
        topics = index.read_topics(self.memory_dir)
        new = predicate(fact)
        extra: list[str] = []
        if new and judge(fact, index.topic_facts(topics)).duplicate_of is None:
            extra = [
                old
                for topic in topics.values()
                for old in topic.facts
                if predicate(old) and compare(predicate(old), new) is Verdict.RETIRE
            ]
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
