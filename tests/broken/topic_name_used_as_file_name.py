"""Uses the topic name as the file name, unslugged: "../../outside" writes `outside.md` two folders
above `topics/`, and "a/b" a file in a sub-folder. (So that this test double can never harm the
machine running it, a path resolving outside the scenario's scratch folder is turned away.)"""

from __future__ import annotations

from pathlib import Path

from kotoba_conformance.contract.adapter import SystemSpec
from kotoba_reference import index
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.normalise import normalise_fact
from kotoba_reference.refusals import refusal_for
from kotoba_reference.store import MemoryStore, _Outcome, _result

CAUGHT_AS = {"STORE-5"}


class Store(MemoryStore):
    def __init__(self, memory_dir: Path, scratch: Path) -> None:
        super().__init__(memory_dir)
        self.scratch = scratch.resolve()

    def _write(self, fact: object, topic: object) -> _Outcome:
        if not isinstance(fact, str) or not isinstance(topic, str) or index.slug_of(topic) == topic:
            return super()._write(fact, topic)
        text = normalise_fact(fact)
        if not text or refusal_for(text) is not None:
            return super()._write(fact, topic)
        path = index.topics_dir(self.memory_dir) / f"{topic}.md"
        if not path.resolve().is_relative_to(self.scratch):
            raise ValueError(f"this test double writes nowhere outside {self.scratch}")
        index.topics_dir(self.memory_dir).mkdir(parents=True, exist_ok=True)
        path.parent.mkdir(parents=True, exist_ok=True)
        with self._lock:
            old = path.read_text(encoding="utf-8") if path.is_file() else f"# {topic}\n\n"
            path.write_text(index.with_bullet(old, text), encoding="utf-8")
            self._write_index(index.topic_facts(index.read_topics(self.memory_dir)), added=text)
        return _Outcome(_result(True, "written"), text, topic)


class System(ReferenceSystem):
    def __init__(self, spec: SystemSpec) -> None:
        super().__init__(spec)
        self.store = Store(self.paths.memory_dir, Path(spec["env"]["HOME"]).parent)


class Adapter(ReferenceAdapter):
    system_class = System
