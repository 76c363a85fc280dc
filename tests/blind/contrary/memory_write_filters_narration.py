"""The explicit memory_write path runs the collector's task-narration filter too: a fact opening
with a gerund ("Training for a marathon in May") is refused as narration instead of saved.

clause: WRITE-13
sentence: That filter is off for an explicit memory_write, because there she has already decided.
"""

from tests.liberal.kotoba_contrary import replies, store, system
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.narration import is_narration
from tests.liberal.kotoba_contrary.outcome import Outcome
from tests.liberal.kotoba_contrary.text import one_line

_write = store.write
_reply = replies.reply


def _write_filtered(memory_dir: str, fact: object, topic: object) -> Outcome:
    if isinstance(fact, str) and one_line(fact) and is_narration(one_line(fact)):
        return Outcome("ephemeral")
    return _write(memory_dir, fact, topic)


def _reply_filtered(outcome: Outcome) -> str:
    if outcome.reason == "ephemeral":
        return "Not saved: that reads as task narration, not a durable fact."
    return _reply(outcome)


vars(store)["write"] = _write_filtered
vars(system)["reply"] = _reply_filtered

__all__ = ["Adapter"]
