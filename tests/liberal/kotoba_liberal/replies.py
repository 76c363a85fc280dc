"""The tool's replies in this implementation's own words, saying what the documents require:
a duplicate quotes the fact it matched, a correction names what it retired and what still
contradicts it (R5), and a recall shows each fact verbatim."""

from __future__ import annotations

from .index import ordered
from .search import Hit


def _quoted(facts: list[str]) -> str:
    return "; ".join(f"“{fact}”" for fact in facts)


def saved(slug: str, fact: str, retired: list[str], conflicts: list[str]) -> str:
    reply = f"Kept under {slug}: {fact}"
    if retired:
        reply += f"\nThis replaces, now deleted for good: {_quoted(retired)}."
        if not conflicts:
            reply += "\nNothing left in memory contradicts it."
    if conflicts:
        reply += (
            "\nStill in memory and contradicting it (kept, since the store cannot tell which is"
            f" current): {_quoted(conflicts)}."
        )
    return reply


def duplicate(stored: str, slug: str | None) -> str:
    where = f" (topic {slug})" if slug else ""
    return f"Already known{where}, word for word: “{stored}”. The store is unchanged."


def topic_list(counts: dict[str, int]) -> str:
    if not counts:
        return "Memory holds no topics yet."
    lines = [f"{len(counts)} topic(s), busiest first:"]
    lines += [f"  {slug} — {count} fact(s)" for slug, count in ordered(counts)]
    lines.append("Open one with memory_recall(topic=...).")
    return "\n".join(lines)


def topic_read(slug: str, exists: bool, facts: list[str], related: list[Hit]) -> str:
    if facts:
        lines = [f"Topic {slug}, {len(facts)} fact(s):", *(f"- {fact}" for fact in facts)]
    elif exists:
        lines = [f"Topic {slug} has no facts in it."]
    else:
        lines = [f"There is no topic file for {slug}."]
    if related:
        lines.append("Related, filed under other topics:")
        lines += [f"- {hit.fact} [{hit.slug}]" for hit in related]
    return "\n".join(lines)


def search_result(query: str, hits: list[Hit]) -> str:
    if not hits:
        return f"Nothing in memory matches “{query}”."
    lines = [f"Best matches for “{query}”:"]
    lines += [f"- {hit.fact} [{hit.slug}]" for hit in hits]
    return "\n".join(lines)
