"""A correction still retires the old fact, but memory_write's reply never says what it replaced:
it reads like a plain save.

clause: WRITE-7
sentence: the reply states what it replaced and what still contradicts it
"""

from tests.liberal.kotoba_contrary import replies, system
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.outcome import Outcome

_reply = replies.reply


def _reply_without_retired(outcome: Outcome) -> str:
    if outcome.reason != "written" or not outcome.retired:
        return _reply(outcome)
    lines = [f"Kept under {outcome.slug}: {outcome.fact}"]
    if outcome.conflicts:
        lines.append("Still stored, and still saying otherwise:")
        lines += [f"  {fact}" for fact in outcome.conflicts]
    return "\n".join(lines)


vars(system)["reply"] = _reply_without_retired

__all__ = ["Adapter"]
