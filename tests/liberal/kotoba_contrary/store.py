"""The write path and topic deletion: every read-modify-write holds the lock (STORE-8).

Refusals are decided before the store is touched, so a refused fact changes no file and never
creates the folder (WRITE-5). The Spanish and compound refusals are the model's tool's: the store
function stores such a fact, and says so (`screened` false). The index is rebuilt after every
change, its `## Recent` filtered against the facts the topic files still hold (EDIT-2).
"""

from __future__ import annotations

import os
from collections.abc import Sequence

from . import atomic, index, sameness, topics
from .compound import looks_compound
from .outcome import Outcome
from .shelf import Shelf, load
from .slugs import is_slug, slug_for
from .spanish import looks_spanish
from .text import capped, one_line, require_text


def write(memory_dir: str, fact: object, topic: object, *, screened: bool = True) -> Outcome:
    """Judge one fact and, unless it is refused or a duplicate, store it. Unscreened (the store
    function's way), a Spanish or a compound fact is stored like any other."""
    text = one_line(require_text(fact, "fact"))
    slug = slug_for(topic)
    if not text:
        return Outcome("empty")
    refusal = "spanish" if looks_spanish(text) else "compound" if looks_compound(text) else None
    if screened and refusal is not None:
        # R10: a refused fact already stored (by the store function, say) is a duplicate.
        for stored, stored_slug in load(memory_dir).facts():
            if sameness.same(capped(text), stored):
                return Outcome(
                    "duplicate", text, slug, duplicate_of=stored, duplicate_topic=stored_slug
                )
        return Outcome(refusal)
    text = capped(text)
    with atomic.locked(memory_dir):
        shelf = load(memory_dir)
        for stored, stored_slug in shelf.facts():
            if sameness.same(text, stored):
                return Outcome(
                    "duplicate", text, slug, duplicate_of=stored, duplicate_topic=stored_slug
                )
        retired: list[str] = []
        conflicts: list[str] = []
        for stored, _ in shelf.facts():
            verdict = sameness.judge(text, stored)
            bucket = retired if verdict.retires else conflicts if verdict.contradicts else None
            if bucket is not None and stored not in bucket:
                bucket.append(stored)
        created = shelf.topic(slug) is None
        topics.append(memory_dir, slug, text)
        gone = frozenset(retired)
        if gone:
            for held in shelf.topics:
                topics.remove(memory_dir, held.slug, gone)
        _rebuild(memory_dir, [slug] if created else [], shelf.recent, text)
    return Outcome("written", text, slug, retired=retired, conflicts=conflicts)


def delete_topic(memory_dir: str, slug: object) -> None:
    """Remove one topic file and rebuild the index; an unknown slug changes nothing."""
    name = require_text(slug, "slug")
    if not is_slug(name) or not os.path.isdir(memory_dir):
        return
    with atomic.locked(memory_dir):
        before = load(memory_dir)
        topics.delete(memory_dir, name)
        _rebuild(memory_dir, [], before.recent, None)


def _rebuild(
    memory_dir: str, newest: Sequence[str], recent: Sequence[str], added: str | None
) -> None:
    shelf: Shelf = load(memory_dir, newest)
    still_stored = {fact for fact, _ in shelf.facts()}
    entries = [fact for fact in recent if fact in still_stored and fact != added]
    if added is not None:
        entries.append(added)
    entries = list(dict.fromkeys(entries))[-index.RECENT_CAP :]
    counts = [(topic.slug, len(topic.facts)) for topic in shelf.topics]
    index.write(memory_dir, entries, counts)
