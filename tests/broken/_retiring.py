"""What the over-eager correction variants share: a judgement that, besides what the reference's
retires, also retires every stored fact the variant's own rule picks (not a broken implementation
itself; the harness skips modules whose names start with "_")."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence

from kotoba_reference.facts.judgement import Judgement, judge
from kotoba_reference.facts.rules import Judge


def retiring_also(also_retires: Callable[[str, str], bool]) -> Judge:
    """The reference's judgement, plus every stored `old` for which `also_retires(old, new)`
    (unless the new fact is a duplicate, which writes nothing)."""

    def judge_retiring_more(
        fact: str, topic: str, stored: Mapping[str, Sequence[str]]
    ) -> Judgement:
        verdict = judge(fact, topic, stored)
        if verdict.duplicate_of is not None:
            return verdict
        every = [old for _, facts in sorted(stored.items()) for old in facts]
        extra = [old for old in every if also_retires(old, fact)]
        return dataclasses.replace(
            verdict,
            retired=tuple(dict.fromkeys([*extra, *verdict.retired])),
            conflicts=tuple(old for old in verdict.conflicts if old not in extra),
        )

    return judge_retiring_more
