"""De-duplication only looks at the facts listed under ## Recent: a fact older than the newest 25,
or a bullet added to a topic file by hand, is not recognised and gets stored a second time.

clause: WRITE-6
sentence: De-duplication runs across all topics, not within one
"""

from tests.liberal.kotoba_contrary import atomic, sameness, store, topics
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.compound import looks_compound
from tests.liberal.kotoba_contrary.outcome import Outcome
from tests.liberal.kotoba_contrary.shelf import load
from tests.liberal.kotoba_contrary.slugs import slug_for
from tests.liberal.kotoba_contrary.spanish import looks_spanish
from tests.liberal.kotoba_contrary.text import capped, one_line, require_text


def _write(memory_dir: str, fact: object, topic: object) -> Outcome:
    text = one_line(require_text(fact, "fact"))
    slug = slug_for(topic)
    if not text:
        return Outcome("empty")
    if looks_spanish(text):
        return Outcome("spanish")
    if looks_compound(text):
        return Outcome("compound")
    text = capped(text)
    with atomic.locked(memory_dir):
        shelf = load(memory_dir)
        for stored in shelf.recent:  # the change: only the index's Recent entries are compared
            stored_slug = shelf.topic_of(stored)
            if stored_slug is not None and sameness.same(text, stored):
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
        store._rebuild(memory_dir, [slug] if created else [], shelf.recent, text)
    return Outcome("written", text, slug, retired=retired, conflicts=conflicts)


vars(store)["write"] = _write

__all__ = ["Adapter"]
