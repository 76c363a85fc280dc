"""Checks for duplicates only within the topic being written, as the store once did: the same fact
under a synonym topic ("animals" beside "pets") is saved again instead of being quoted back.

clause: WRITE-6
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.facts.judgement import Judgement, judge
from kotoba_reference.facts.rules import Rules


def judge_within_topic(fact: str, topic: str, stored: Mapping[str, Sequence[str]]) -> Judgement:
    """The reference's judgement, except that a twin filed under another topic only: then the
    fact is written again, retiring nothing."""
    verdict = judge(fact, topic, stored)
    if verdict.duplicate_of is None:
        return verdict
    own = {topic: stored[topic]} if topic in stored else {}
    return verdict if judge(fact, topic, own).duplicate_of is not None else Judgement()


class System(ReferenceSystem):
    rules = Rules(judge=judge_within_topic)


class Adapter(ReferenceAdapter):
    system_class = System
