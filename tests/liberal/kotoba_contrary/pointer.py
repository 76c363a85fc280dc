"""What the facts put into the prompt: `## Recent` tagged, then the pointer line (PROMPT-1..4).

The pointer line names topics by fact count, most first, and stops naming them before it grows
long (R11); the totals are always stated. It is given wrapped over two elements, as the
documents print it.
"""

from __future__ import annotations

from .shelf import Shelf

NAMED_BUDGET = 360
MAX_NAMED = 12
USE_RECALL = "Use memory_recall for anything not shown — it is saved, just not inline.)"


def prompt_lines(shelf: Shelf) -> list[str]:
    """One element per inline fact, then the pointer line; [] for a store with nothing."""
    if not shelf.recent and not shelf.topics:
        return []
    lines = []
    for fact in shelf.recent:
        slug = shelf.topic_of(fact)
        lines.append(f"{fact} [{slug}]" if slug else fact)
    return [*lines, _totals(shelf), USE_RECALL]


def _totals(shelf: Shelf) -> str:
    shown, total, count = len(shelf.recent), shelf.total(), len(shelf.topics)
    opening = f"(This list is the {shown} most recent of {total} facts, across {count} topics"
    if not count:
        return opening + "."
    ranked = sorted(shelf.topics, key=lambda topic: -len(topic.facts))
    named: list[str] = []
    for topic in ranked:
        entry = f"{topic.slug} ({len(topic.facts)})"
        if len(named) == MAX_NAMED or sum(len(n) + 2 for n in named) + len(entry) > NAMED_BUDGET:
            break
        named.append(entry)
    rest = count - len(named)
    listing = ", ".join(named) + (f", and {rest} more" if rest else "")
    return f"{opening}: {listing}."
