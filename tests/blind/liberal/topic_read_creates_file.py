"""Reading a topic that has no file creates an empty topics/<slug>.md (and the memory folder), so
recall writes to the store.

clause: RECALL-4
sentence: Read-only and jailed to her own memory store
"""

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.memory import Memory
from tests.liberal.kotoba_liberal.text import slugify


class _CreatingMemory(Memory):
    def recall(self, query: str | None = None, topic: str | None = None) -> str:
        if (query is None or not query.strip()) and isinstance(topic, str) and topic.strip():
            slug = slugify(topic)
            path = self.store.topics_dir / f"{slug}.md"
            if not path.exists():
                self.store.topics_dir.mkdir(parents=True, exist_ok=True)
                path.write_text(f"# {slug}\n", encoding="utf-8")
        return super().recall(query, topic)


vars(system)["Memory"] = _CreatingMemory

__all__ = ["Adapter"]
