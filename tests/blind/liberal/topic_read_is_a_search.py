"""memory_recall(topic=...) is answered as a search for the topic's name: a topic's facts that do
not contain that word are missing from the answer.

clause: RECALL-1
sentence: Takes: query (search everything), or topic (read one), or neither (list the topics).
"""

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.memory import Memory


class _SearchingMemory(Memory):
    def recall(self, query: str | None = None, topic: str | None = None) -> str:
        if (query is None or not query.strip()) and topic is not None and topic.strip():
            return super().recall(query=topic)
        return super().recall(query, topic)


vars(system)["Memory"] = _SearchingMemory

__all__ = ["Adapter"]
