"""The long-term store's operations: write, recall, the prompt's lines, deleting a topic."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import replies
from .files import RECENT_CAP, Store
from .index import ordered, pointer_line, topic_lines
from .refusals import refusal_of
from .sameness import judge
from .search import search
from .text import as_text, as_topic, cap, collapse, slugify

SEARCH_LIMIT = 10
"""Recall shows at most this many hits: the documents set no number."""
RELATED_LIMIT = 2
"""A topic read adds at most this many related hits: "up to 4" (R12 asks for at least one)."""
_SLUG = re.compile(r"[a-z0-9-]+")


@dataclass(frozen=True)
class Outcome:
    """One write: the documented dict (with keys of this implementation's own) and the reply."""

    result: dict[str, Any]
    reply: str


def _result(
    written: bool,
    reason: str,
    slug: str,
    *,
    retired: list[str] | None = None,
    conflicts: list[str] | None = None,
    duplicate_of: str | None = None,
    stored: str | None = None,
) -> dict[str, Any]:
    return {
        "written": written,
        "reason": reason,
        "retired": retired or [],
        "conflicts": conflicts or [],
        "duplicate_of": duplicate_of,
        "topic": slug,
        "stored_as": stored,
    }


class Memory:
    """The facts in one memory folder."""

    def __init__(self, root: Path) -> None:
        self.store = Store(root)

    def write(self, fact: object, topic: object = None) -> Outcome:
        raw = as_text(fact, "a fact")
        slug = slugify(as_topic(topic))
        refusal = refusal_of(raw)
        if refusal is not None:
            return Outcome(_result(False, refusal.reason, slug), refusal.reply)
        text = cap(collapse(raw))
        with self.store.locked():
            facts = self.store.all_facts()
            judgement = judge(text, (f for listed in facts.values() for f in listed))
            if judgement.duplicate_of is not None:
                found = next(
                    (s for s, listed in facts.items() if judgement.duplicate_of in listed), None
                )
                return Outcome(
                    _result(False, "already-stored", slug, duplicate_of=judgement.duplicate_of),
                    replies.duplicate(judgement.duplicate_of, found),
                )
            self.store.retire(judgement.retired)
            self.store.add(slug, text)
            self._rebuild(first=text)
        return Outcome(
            _result(
                True,
                "written",
                slug,
                retired=judgement.retired,
                conflicts=judgement.conflicts,
                stored=text,
            ),
            replies.saved(slug, text, judgement.retired, judgement.conflicts),
        )

    def _rebuild(self, first: str | None = None) -> None:
        """Rewrite USER.md: ## Recent newest first, filtered against what still exists."""
        facts = self.store.all_facts()
        existing = {fact for listed in facts.values() for fact in listed}
        recent = [first] if first is not None else []
        recent += [entry for entry in self.store.recent() if entry in existing]
        recent = list(dict.fromkeys(recent))[:RECENT_CAP]
        self.store.rebuild(recent, topic_lines(_counts(facts)))

    def recall(self, query: str | None = None, topic: str | None = None) -> str:
        for name, value in (("query", query), ("topic", topic)):
            if value is not None and not isinstance(value, str):
                raise TypeError(f"{name} must be text or None, not {type(value).__name__}")
        facts = self.store.all_facts()
        if query is not None and query.strip():
            return replies.search_result(query, search(query, facts, SEARCH_LIMIT))
        if topic is not None and topic.strip():
            slug = slugify(topic)
            others = {s: listed for s, listed in facts.items() if s != slug}
            related = search(slug.replace("-", " "), others, RELATED_LIMIT)
            path = self.store.topic_path(slug)
            exists = path is not None and path.is_file()
            return replies.topic_read(slug, exists, facts.get(slug, []), related)
        return replies.topic_list(_counts(facts))

    def prompt_lines(self) -> list[str]:
        """Each ## Recent entry tagged with its topic file (bare without one), then the pointer."""
        facts = self.store.all_facts()
        recent = self.store.recent()
        counts = _counts(facts)
        if not recent and not counts:
            return []
        homes = [slug for slug, _ in ordered(counts)]
        lines = []
        for entry in recent:
            home = next((slug for slug in homes if entry in facts[slug]), None)
            lines.append(f"{entry} [{home}]" if home else entry)
        return [*lines, pointer_line(len(recent), counts)]

    def recent(self) -> list[str]:
        return self.store.recent()

    def topic_counts(self) -> list[tuple[str, int]]:
        return ordered(_counts(self.store.all_facts()))

    def stored_facts(self) -> list[str]:
        return [fact for listed in self.store.all_facts().values() for fact in listed]

    def delete_topic(self, slug: str) -> bool:
        """Remove topics/<slug>.md and rebuild the index. A string that is no slug names nothing."""
        if not isinstance(slug, str):
            raise TypeError(f"a slug must be text, not {type(slug).__name__}")
        if not _SLUG.fullmatch(slug) or not self.store.root.is_dir():
            return False
        if len(f"{slug}.md".encode()) > MAX_FILE_NAME_BYTES:
            return False  # no file can have that name, so no topic has it
        with self.store.locked():
            removed = self.store.remove_topic(slug)
            self._rebuild()
        return removed


MAX_FILE_NAME_BYTES = 255
"""The longest file name the usual file systems allow: a slug longer than that names no file."""


def _counts(facts: dict[str, list[str]]) -> dict[str, int]:
    return {slug: len(listed) for slug, listed in facts.items()}
