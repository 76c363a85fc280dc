"""What the facts put into every prompt: the `## Recent` facts, each tagged with the topic file
it lives in, then one bounded pointer line stating how many facts they stand for. Without the
total the list read as "this is everything", which is the opposite of true."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

POINTER_TOPICS = 8
"""Topics named in the pointer line: unbounded, it grew past a thousand characters."""


def prompt_lines(recent: Sequence[str], topics: Mapping[str, Collection[str]]) -> list[str]:
    """One line per Recent fact, `fact [slug]` (bare when no topic file holds it: a line added
    by hand, or one retired since the last rebuild, is left bare rather than mislabelled), then
    the pointer line. Nothing at all when nothing is saved. Each topic's facts are a collection
    counted by bullet (`len`) and asked for one fact (`in`): the store's answers both at once."""
    if not recent and not any(topics.values()):
        return []
    ordered = sorted(topics.items())
    lines = [_tagged(fact, ordered) for fact in recent]
    lines.append(pointer_line(len(recent), topics))
    return lines


def _tagged(fact: str, ordered: Sequence[tuple[str, Collection[str]]]) -> str:
    for slug, facts in ordered:
        if fact in facts:
            return f"{fact} [{slug}]"
    return fact


def pointer_line(inline: int, topics: Mapping[str, Collection[str]]) -> str:
    """`(This list is the N most recent of M facts, across K topics: a (x), b (y). Use
    memory_recall …)`, naming at most 8 topics, largest first, and how many more there are."""
    counts = sorted(((slug, len(facts)) for slug, facts in topics.items()), key=_largest_first)
    total = sum(count for _, count in counts)
    named = [f"{slug} ({count})" for slug, count in counts[:POINTER_TOPICS]]
    if len(counts) > POINTER_TOPICS:
        named.append(f"and {len(counts) - POINTER_TOPICS} more")
    listed = ", ".join(named) or "none"
    return (
        f"(This list is the {inline} most recent of {total} facts, across {len(counts)} topics: "
        f"{listed}. Use memory_recall for anything not shown — it is saved, just not inline.)"
    )


def _largest_first(item: tuple[str, int]) -> tuple[int, str]:
    return -item[1], item[0]
