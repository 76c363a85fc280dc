"""The lines whose shape the documents fix, each written and read here only: USER.md's two
section headings, the `## Topics` line, the prompt's pointer line, and the two refusal replies.
The steps, the modes, the programs and `diff` use these; the features quote the same shapes,
where a reader meets them."""

from __future__ import annotations

import re

RECENT_HEADING = "## Recent"
"""The heading of USER.md's section of the newest facts, above `## Topics` (STORE-1)."""
TOPICS_HEADING = "## Topics"
"""The heading of USER.md's section of topic lines (STORE-1, STORE-3)."""
SECTION_HEADINGS = (RECENT_HEADING, TOPICS_HEADING)
"""USER.md's two sections, in the order the index holds them."""

TOPIC_LINE = re.compile(r"^- (?P<slug>\S+) → topics/(?P=slug)\.md \((?P<count>\d+) facts\)$")
"""'- pets → topics/pets.md (2 facts)': one `## Topics` line (STORE-3's exact shape)."""

POINTER = re.compile(
    r"^\(This list is the (?P<n>\d+) most recent of (?P<m>\d+) facts, across (?P<k>\d+) topics"
    r"(?:: (?P<topics>.*?))?\. Use memory_recall for anything not shown — it is saved, just not "
    r"inline\.\)$"
)
"""The pointer line's documented shape. With no topic file there is nothing to list, and the
documents never show that case: `across 0 topics: .` and `across 0 topics.` are both read."""

POINTER_TOTALS = re.compile(r"the (\d+) most recent of (\d+) facts, across (\d+) topics")
"""Where a pointer line states N, M and K, whatever else it holds (a line bounded by R11)."""

SPANISH_REFUSAL = (
    "NOT SAVED — memory is stored in ENGLISH; a fact saved in another language can never be "
    "matched or corrected later. Translate it into one short third-person English statement and "
    "call memory_write again."
)
"""WRITE-2's exact reply to a fact that looks Spanish."""

COMPOUND_REFUSAL = (
    "NOT SAVED — that reads as more than one fact, and a compound fact can never be corrected "
    "later without destroying its other half."
)
"""WRITE-3's reply to a compound fact, as far as the documents quote it."""


def topic_line(slug: str, count: int) -> str:
    """The `## Topics` line of a topic file holding `count` facts."""
    return f"- {slug} → topics/{slug}.md ({count} facts)"


def pointer_line(n: int, m: int, k: int, named: str) -> str:
    """The pointer line for N inline facts of M, across K topics, `named` being its
    `slug (count)` items joined by ", "."""
    return (
        f"(This list is the {n} most recent of {m} facts, across {k} topics: {named}. "
        "Use memory_recall for anything not shown — it is saved, just not inline.)"
    )


def collapse(text: str) -> str:
    """Runs of whitespace to one space, ends trimmed: how R2 compares wrapped quoted text."""
    return " ".join(text.split())


def pointer_fields(line: str) -> tuple[int, int, int, frozenset[str]] | None:
    """N, M, K and the set of `slug (count)` items of a pointer line (wrapping collapsed, R2;
    topic order ignored, R4), or None when the line does not have the documented shape."""
    match = POINTER.match(collapse(line))
    if match is None or (match["topics"] is None and match["k"] != "0"):
        return None
    items = (
        frozenset(item.strip() for item in match["topics"].split(", "))
        if match["topics"]
        else frozenset()
    )
    return int(match["n"]), int(match["m"]), int(match["k"]), items
