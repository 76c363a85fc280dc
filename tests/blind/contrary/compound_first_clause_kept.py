"""A compound fact is still answered with the refusal, but its first clause (the text before the
semicolon or the coordinator) is quietly saved: "Likes jasmine tea and the colour indigo" stores
"Likes jasmine tea".

clause: WRITE-5
sentence: Nothing is translated or split automatically.
"""

import re

from tests.liberal.kotoba_contrary import store
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.outcome import Outcome
from tests.liberal.kotoba_contrary.text import one_line

_write = store.write
_SPLIT = re.compile(r";|,|\s(?:and|but|or|while|whereas|nor)\s", re.IGNORECASE)


def _write_first_clause(memory_dir: str, fact: object, topic: object) -> Outcome:
    outcome = _write(memory_dir, fact, topic)
    if outcome.reason == "compound" and isinstance(fact, str):
        first = _SPLIT.split(one_line(fact), maxsplit=1)[0].strip(" .")
        if first:
            _write(memory_dir, first, topic)
    return outcome


vars(store)["write"] = _write_first_clause

__all__ = ["Adapter"]
