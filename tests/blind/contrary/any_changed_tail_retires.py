"""Any change in the last few words after a shared verb counts as a correction, not only a
changed number, colour or name: "Likes green tea" retires "Likes coffee", two facts both true.

clause: WRITE-9
sentence: every judgement in this module is biased toward keeping
"""

from tests.liberal.kotoba_contrary import sameness
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.sameness import Judgement

_judge = sameness.judge


def _judge_any_tail(new: str, stored: str) -> Judgement:
    verdict = _judge(new, stored)
    if verdict.retires:
        return verdict
    new_words, old_words = sameness.tokens(new), sameness.tokens(stored)
    prefix = sameness._common_prefix(new_words, old_words)
    if not sameness._has_verb(new_words[:prefix], new_words):
        return verdict
    new_tail, old_tail = new_words[prefix:], old_words[prefix:]
    if 0 < len(new_tail) <= 3 and 0 < len(old_tail) <= 3:
        return Judgement(retires=True, contradicts=True)
    return verdict


vars(sameness)["judge"] = _judge_any_tail

__all__ = ["Adapter"]
