"""memory_recall: search everything, read one topic, or list the topics (RECALL-1..5).

Read-only and jailed: a topic name goes through the slug rule before any path is made, and no
call writes. Reading a topic adds exactly one related hit from another topic when a search for
the topic's name finds one (R12 allows up to four and asks for one when one exists).
"""

from __future__ import annotations

from .search import Hit, search
from .shelf import Shelf
from .slugs import slug_for
from .text import require_text

RELATED = 1


def recall(shelf: Shelf, query: object, topic: object) -> str:
    """The tool's answer."""
    if query is not None:
        wanted = require_text(query, "query")
        if wanted.strip():
            return _found(search(shelf, wanted))
    if topic is not None:
        return _topic(shelf, slug_for(require_text(topic, "topic")))
    return _listing(shelf)


def _found(hits: list[Hit]) -> str:
    if not hits:
        return "No saved fact matches that search."
    lines = [f"Best matches first ({len(hits)}):"]
    lines += [f"- {hit.fact} [{hit.slug}]" for hit in hits]
    return "\n".join(lines)


def _topic(shelf: Shelf, slug: str) -> str:
    held = shelf.topic(slug)
    own = held.facts if held else ()
    if held is None:
        lines = [f"There is no topic file called {slug}."]
    else:
        lines = [f"Topic {slug}, {len(own)} facts:" if own else f"Topic {slug} holds no facts."]
        lines += [f"- {fact}" for fact in own]
    related = [h for h in search(shelf, slug.replace("-", " "), limit=None) if h.slug != slug]
    if related[:RELATED]:
        lines.append("Also found under another topic:")
        lines += [f"- {hit.fact} [{hit.slug}]" for hit in related[:RELATED]]
    return "\n".join(lines)


def _listing(shelf: Shelf) -> str:
    if not shelf.topics:
        return "Memory holds no topics yet."
    lines = [f"Memory holds {len(shelf.topics)} topics:"]
    lines += [f"- {topic.slug}: {len(topic.facts)} facts" for topic in shelf.topics]
    return "\n".join(lines)
