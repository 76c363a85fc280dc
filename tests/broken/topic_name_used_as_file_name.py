"""Uses the topic name as the file name, unslugged: "../../outside" writes `outside.md` two folders
above `topics/`, and "a/b" a file in a sub-folder. (So that this test double can never harm the
machine running it, a path resolving outside the scenario's scratch folder is turned away.)

clause: STORE-5
"""

from __future__ import annotations

from pathlib import Path

from kotoba_conformance.contract.adapter import SystemSpec, WriteResult
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.facts.index import slug_of
from kotoba_reference.facts.refusals import refusal_for
from kotoba_reference.facts.rules import Rules
from kotoba_reference.facts.store import MemoryStore

from tests.broken import _seams


class Store(MemoryStore):
    def __init__(self, memory_dir: Path, rules: Rules, scratch: Path) -> None:
        super().__init__(memory_dir, rules)
        self.scratch = scratch.resolve()

    def unslugged(self, fact: object, topic: object) -> tuple[Path, str] | None:
        """Where this variant saves a fact the reference would have filed under a slugged name,
        and the fact; None when the reference's own write applies."""
        if not isinstance(fact, str) or not isinstance(topic, str) or slug_of(topic) == topic:
            return None
        text = self.rules.normalise(fact)
        if not text or refusal_for(text) is not None:
            return None
        path = self.memory_dir / _seams.TOPICS / f"{topic}.md"
        if not path.resolve().is_relative_to(self.scratch):
            raise ValueError(f"this test double writes nowhere outside {self.scratch}")
        (self.memory_dir / _seams.TOPICS).mkdir(parents=True, exist_ok=True)
        return path, text

    def write_fact(self, fact: object, topic: object = None) -> WriteResult:
        target = self.unslugged(fact, topic)
        if target is None:
            return super().write_fact(fact, topic)
        _seams.add_bullet(self.memory_dir, *target, heading=str(topic))
        return _seams.written()

    def memory_write(self, fact: object, topic: object = None) -> str:
        target = self.unslugged(fact, topic)
        if target is None:
            return super().memory_write(fact, topic)
        _seams.add_bullet(self.memory_dir, *target, heading=str(topic))
        return _seams.saved_reply(str(topic), target[1])


class System(ReferenceSystem):
    def __init__(self, spec: SystemSpec) -> None:
        super().__init__(spec)
        self.store = Store(self.paths.memory_dir, self.rules, Path(spec["env"]["HOME"]).parent)


class Adapter(ReferenceAdapter):
    system_class = System
