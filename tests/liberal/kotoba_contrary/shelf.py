"""A snapshot of the long-term store as the files hold it now (the files are the truth)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from . import index, topics
from .topics import Topic


@dataclass(frozen=True)
class Shelf:
    """Every topic file in creation order, and `## Recent` as USER.md lists it."""

    topics: tuple[Topic, ...]
    recent: tuple[str, ...]

    def facts(self) -> Iterator[tuple[str, str]]:
        """Every stored fact with its topic's slug, topic by topic."""
        for topic in self.topics:
            for fact in topic.facts:
                yield fact, topic.slug

    def total(self) -> int:
        """How many facts the topic files hold."""
        return sum(len(topic.facts) for topic in self.topics)

    def topic_of(self, fact: str) -> str | None:
        """The first topic file holding this fact verbatim, or None."""
        return next((slug for stored, slug in self.facts() if stored == fact), None)

    def topic(self, slug: str) -> Topic | None:
        """One topic by slug."""
        return next((topic for topic in self.topics if topic.slug == slug), None)


def load(memory_dir: str, newest: Sequence[str] = ()) -> Shelf:
    """Read the store; slugs in `newest` go last, as the topics created most recently."""
    lines = index.read(memory_dir)
    on_disk = topics.slugs_on_disk(memory_dir)
    listed = [slug for slug in index.topic_order(lines) if slug in on_disk]
    unlisted = [slug for slug in on_disk if slug not in listed and slug not in newest]
    fresh = [slug for slug in newest if slug in on_disk and slug not in listed]
    found = (topics.read(memory_dir, slug) for slug in dict.fromkeys(listed + unlisted + fresh))
    return Shelf(tuple(topic for topic in found if topic), tuple(index.recent(lines)))
