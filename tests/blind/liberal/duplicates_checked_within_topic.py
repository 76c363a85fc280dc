"""Duplicates (and corrections) are looked for only inside the topic being written, so the same
fact written under a second topic is stored twice.

clause: WRITE-6
sentence: De-duplication runs across all topics, not within one
"""

from tests.liberal.kotoba_liberal import replies, system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.memory import Memory, Outcome, _result
from tests.liberal.kotoba_liberal.refusals import refusal_of
from tests.liberal.kotoba_liberal.sameness import judge
from tests.liberal.kotoba_liberal.text import as_text, as_topic, cap, collapse, slugify


class _PerTopicMemory(Memory):
    def write(self, fact: object, topic: object = None) -> Outcome:
        raw = as_text(fact, "a fact")
        slug = slugify(as_topic(topic))
        refusal = refusal_of(raw)
        if refusal is not None:
            return Outcome(_result(False, refusal.reason, slug), refusal.reply)
        text = cap(collapse(raw))
        with self.store.locked():
            facts = self.store.all_facts()
            judgement = judge(text, facts.get(slug, []))  # the one change: this topic only
            if judgement.duplicate_of is not None:
                return Outcome(
                    _result(False, "already-stored", slug, duplicate_of=judgement.duplicate_of),
                    replies.duplicate(judgement.duplicate_of, slug),
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


vars(system)["Memory"] = _PerTopicMemory

__all__ = ["Adapter"]
