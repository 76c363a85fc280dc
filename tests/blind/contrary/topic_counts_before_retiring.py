"""## Topics counts are taken before a correction drops the retired bullets, so after a correction
the topic that lost its old fact still shows the old count (one too many).

clause: STORE-3
sentence: ## Topics lists each topic file with its fact count.
"""

from tests.liberal.kotoba_contrary import atomic, index, sameness, store, topics
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
        counted = load(memory_dir, [slug] if created else [])  # the change: counted too early
        gone = frozenset(retired)
        if gone:
            for held in shelf.topics:
                topics.remove(memory_dir, held.slug, gone)
        after = load(memory_dir, [slug] if created else [])
        still_stored = {fact for fact, _ in after.facts()}
        entries = [f for f in shelf.recent if f in still_stored and f != text] + [text]
        entries = list(dict.fromkeys(entries))[-index.RECENT_CAP :]
        counts = [(held.slug, len(held.facts)) for held in counted.topics]
        index.write(memory_dir, entries, counts)
    return Outcome("written", text, slug, retired=retired, conflicts=conflicts)


vars(store)["write"] = _write

__all__ = ["Adapter"]
