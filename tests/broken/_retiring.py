"""What the over-eager correction variants share: a store that, besides what the reference
retires, also retires every stored fact its own rule picks (not a broken implementation itself;
the harness skips modules whose names start with "_")."""

from __future__ import annotations

from kotoba_reference import index
from kotoba_reference.judgement import judge
from kotoba_reference.store import MemoryStore, _Outcome


class RetiresMore(MemoryStore):
    def also_retires(self, old: str, new: str) -> bool:
        """The variant's rule: does writing `new` retire the stored `old`?"""
        raise NotImplementedError

    def _write_locked(self, fact: str, slug: str) -> _Outcome:
        topics = index.read_topics(self.memory_dir)
        extra: list[str] = []
        if judge(fact, index.topic_facts(topics)).duplicate_of is None:
            extra = [
                old for t in topics.values() for old in t.facts if self.also_retires(old, fact)
            ]
        for name, topic in topics.items():
            if not set(extra).isdisjoint(topic.facts):
                path = index.topic_path(self.memory_dir, name)
                index.atomic_write(path, index.without_bullets(topic.text, set(extra)))
        outcome = super()._write_locked(fact, slug)
        outcome.result["retired"] = list(dict.fromkeys([*extra, *outcome.result["retired"]]))
        return outcome
