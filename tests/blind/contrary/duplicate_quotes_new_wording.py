"""A duplicate reply (and duplicate_of) quotes the fact as just sent, not the stored one it matched:
"has a dog named Luna." is answered with its own wording when "Has a dog named Luna" is stored.

clause: WRITE-6
sentence: A duplicate reply quotes the fact it matched
"""

import dataclasses

from tests.liberal.kotoba_contrary import store
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.outcome import Outcome

_write = store.write


def _write_quoting_new(memory_dir: str, fact: object, topic: object) -> Outcome:
    outcome = _write(memory_dir, fact, topic)
    if outcome.duplicate_of is not None:
        return dataclasses.replace(outcome, duplicate_of=outcome.fact)
    return outcome


vars(store)["write"] = _write_quoting_new

__all__ = ["Adapter"]
