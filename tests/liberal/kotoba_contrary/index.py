"""USER.md, the index: the header sentence, `## Recent`, `## Topics` (STORE-1..3).

The header is the documents' sentence on one line. `## Recent` lists the newest facts oldest
first; `## Topics` lists the topic files in the order they were first created, which the index
itself remembers (a topic it has never listed goes last, by name).
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence

from . import atomic
from .topics import bullet

INDEX = "USER.md"
RECENT_CAP = 25
HEADER = (
    "Durable memory, organized by topic — about you and about anything important (projects,"
    " plans, context). Kotoba reads this index every conversation; details live in the linked"
    " topic files (she can recall any of them on demand) and she creates new topics freely as"
    " things come up. You can edit any of these."
)
_TOPIC_LINE = re.compile(r"- ([a-z0-9-]+) → topics/\1\.md \(\d+ facts\)")


def path_of(memory_dir: str) -> str:
    """Where the index lives."""
    return os.path.join(memory_dir, INDEX)


def read(memory_dir: str) -> list[str]:
    """The index's lines, or [] when it does not exist."""
    try:
        with open(path_of(memory_dir), encoding="utf-8", errors="replace", newline="") as handle:
            text = handle.read()
    except (FileNotFoundError, IsADirectoryError, NotADirectoryError):
        return []
    return [line.removesuffix("\r") for line in text.removeprefix("\ufeff").split("\n")]


def recent(lines: Sequence[str]) -> list[str]:
    """The facts under `## Recent`, as written there (hand-added lines included)."""
    return [fact for fact in (bullet(line) for line in _section(lines, "recent")) if fact]


def topic_order(lines: Sequence[str]) -> list[str]:
    """The slugs `## Topics` lists, in its order."""
    found = (_TOPIC_LINE.fullmatch(line.strip()) for line in _section(lines, "topics"))
    return [match.group(1) for match in found if match]


def render(recent_facts: Sequence[str], topic_counts: Sequence[tuple[str, int]]) -> str:
    """The whole index text."""
    lines = [HEADER, "", "## Recent", ""]
    lines += [f"- {fact}" for fact in recent_facts]
    lines += ["", "## Topics", ""]
    lines += [f"- {slug} → topics/{slug}.md ({count} facts)" for slug, count in topic_counts]
    return "\n".join(lines) + "\n"


def write(
    memory_dir: str, recent_facts: Sequence[str], topic_counts: Sequence[tuple[str, int]]
) -> None:
    """Replace the index atomically (the caller holds the lock)."""
    atomic.replace(path_of(memory_dir), render(recent_facts, topic_counts))


def _section(lines: Sequence[str], name: str) -> list[str]:
    inside = False
    found: list[str] = []
    for line in lines:
        if line.startswith("#"):
            heading = line.lstrip("#").strip().lower()
            inside = line.startswith("## ") and heading == name
            continue
        if inside:
            found.append(line)
    return found
