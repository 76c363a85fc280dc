"""Rewrites each topic file in place, one line per write call, instead of writing beside it and
renaming: it holds the lock and keeps the index atomic, so every write lands in the end, but a
reader between the truncation and the last line sees an empty or half-written topic file, and a
writer killed there leaves one behind, losing facts it had acknowledged. Only load and crashes
show it: the stress mode."""

from __future__ import annotations

import os
from pathlib import Path

from kotoba_reference import index
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.judgement import judge
from kotoba_reference.store import MemoryStore, _Outcome, _result

CAUGHT_AS = {"STORE-8"}
CAUGHT_BY = "stress"


def write_in_place(path: Path, text: str) -> None:
    """Truncate, then write line by line: the window the atomic replace closes."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    try:
        for line in text.splitlines(keepends=True):
            os.write(fd, line.encode("utf-8"))
    finally:
        os.close(fd)


class Store(MemoryStore):
    def _write_locked(self, fact: str, slug: str) -> _Outcome:
        """The reference's write with no retiring (the stress facts never correct each other)
        and the topic file rewritten in place."""
        topics = index.read_topics(self.memory_dir)
        verdict = judge(fact, index.topic_facts(topics))
        if verdict.duplicate_of is not None:
            result = _result(False, "duplicate", duplicate_of=verdict.duplicate_of)
            return _Outcome(result, fact, slug, verdict.duplicate_topic)
        base = topics[slug].text if slug in topics else index.render_topic(slug, [])
        text = index.with_bullet(base, fact)
        write_in_place(index.topic_path(self.memory_dir, slug), text)
        current = {name: topic.facts for name, topic in topics.items()}
        current[slug] = index.bullets(text)
        self._write_index(current, added=fact)
        return _Outcome(_result(True, "written"), fact, slug)


class System(ReferenceSystem):
    store_class = Store


class Adapter(ReferenceAdapter):
    system_class = System
