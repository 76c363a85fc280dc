"""What the index says about the topics: the ## Topics lines and the prompt's pointer line.

Topics are listed most facts first, ties in reverse alphabetical order: an order of this
implementation's own (R4 leaves it open). The pointer line names topics until a budget runs out
and then counts the rest, so it stays short with any number of topics and always gives totals.
"""

from __future__ import annotations

POINTER_TOPIC_BUDGET = 240
"""Characters of `slug (count)` the pointer line may spend before it only counts the rest."""


def ordered(counts: dict[str, int]) -> list[tuple[str, int]]:
    """Most facts first; among equals, reverse alphabetical."""
    by_slug = sorted(counts.items(), key=lambda item: item[0], reverse=True)
    return sorted(by_slug, key=lambda item: -item[1])


def topic_lines(counts: dict[str, int]) -> list[str]:
    """One `## Topics` line per topic file, in the documents' exact shape."""
    return [f"- {slug} → topics/{slug}.md ({count} facts)" for slug, count in ordered(counts)]


def pointer_line(inline: int, counts: dict[str, int]) -> str:
    """`(This list is the N most recent of M facts, across K topics: ...)`, on one line."""
    total = sum(counts.values())
    named: list[str] = []
    spent = 0
    entries = ordered(counts)
    for slug, count in entries:
        entry = f"{slug} ({count})"
        if named and spent + len(entry) > POINTER_TOPIC_BUDGET:
            break
        named.append(entry)
        spent += len(entry) + 2
    listed = ", ".join(named)
    if len(named) < len(entries):
        listed += f" and {len(entries) - len(named)} more"
    return (
        f"(This list is the {inline} most recent of {total} facts, across {len(counts)} topics: "
        f"{listed}. Use memory_recall for anything not shown — it is saved, just not inline.)"
    )
