"""Stems words before comparing for duplicates, the wider sameness the documents forbid: "Enjoys
paintings" is refused as a duplicate of "Enjoys painting", and "Worked with computers" of "Works
with computers", though nobody contradicted either.

clause: WRITE-12
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.facts.judgement import Judgement, judge
from kotoba_reference.facts.normalise import words
from kotoba_reference.facts.recall import stems as recall_stems
from kotoba_reference.facts.rules import Rules


def stems(fact: str) -> tuple[str, ...]:
    return tuple(recall_stems(words(fact)))


def judge_on_stems(fact: str, topic: str, stored: Mapping[str, Sequence[str]]) -> Judgement:
    """A stored fact with the same stems is a duplicate; otherwise the reference's judgement."""
    for slug, facts in sorted(stored.items()):
        for old in facts:
            if stems(old) == stems(fact):
                return Judgement(duplicate_of=old, duplicate_topic=slug)
    return judge(fact, topic, stored)


class System(ReferenceSystem):
    rules = Rules(judge=judge_on_stems)


class Adapter(ReferenceAdapter):
    system_class = System
