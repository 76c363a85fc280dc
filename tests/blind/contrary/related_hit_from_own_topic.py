"""Reading a topic picks its "related" hit from all topics, its own included: when the topic's own
facts mention its name, the hit from another topic is never shown.

clause: RECALL-3
sentence: plus up to 4 related hits from other topics
"""

from tests.liberal.kotoba_contrary import recall
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.search import search
from tests.liberal.kotoba_contrary.shelf import Shelf


def _topic(shelf: Shelf, slug: str) -> str:
    held = shelf.topic(slug)
    own = held.facts if held else ()
    if held is None:
        lines = [f"There is no topic file called {slug}."]
    else:
        lines = [f"Topic {slug}, {len(own)} facts:" if own else f"Topic {slug} holds no facts."]
        lines += [f"- {fact}" for fact in own]
    related = search(shelf, slug.replace("-", " "), limit=None)  # the one change: no slug filter
    if related[: recall.RELATED]:
        lines.append("Also found under another topic:")
        lines += [f"- {hit.fact} [{hit.slug}]" for hit in related[: recall.RELATED]]
    return "\n".join(lines)


vars(recall)["_topic"] = _topic

__all__ = ["Adapter"]
