"""A correction retires the old fact only from the topic file being written: when the old fact
lives under another topic it stays there (and still reads back), though the reply says it was
replaced.

clause: WRITE-7
sentence: _retire_facts drops bullets from every topic file that matches
"""

from pathlib import Path

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.files import Store, _replace
from tests.liberal.kotoba_liberal.memory import Memory, Outcome
from tests.liberal.kotoba_liberal.text import as_topic, slugify


class _OneTopicStore(Store):
    writing: str | None = None

    def retire(self, facts: list[str]) -> None:
        if self.writing is None:
            super().retire(facts)
            return
        gone = set(facts)
        path = self.topic_path(self.writing)
        if path is None or not path.is_file():
            return
        kept = [
            line
            for line in path.read_text(encoding="utf-8").splitlines(keepends=True)
            if not (line.startswith("- ") and line[2:].strip() in gone)
        ]
        _replace(path, "".join(kept))


class _OneTopicMemory(Memory):
    def __init__(self, root: Path) -> None:
        super().__init__(root)
        self.store: _OneTopicStore = _OneTopicStore(root)

    def write(self, fact: object, topic: object = None) -> Outcome:
        self.store.writing = slugify(as_topic(topic)) if isinstance(fact, str) else None
        try:
            return super().write(fact, topic)
        finally:
            self.store.writing = None


vars(system)["Memory"] = _OneTopicMemory

__all__ = ["Adapter"]
