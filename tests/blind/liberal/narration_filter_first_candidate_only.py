"""The collector screens only the first candidate of a pass for task narration: a second or later
"Creating the folder for the project" is stored as a fact.

clause: COL-5
sentence: the collector's candidates are screened for task narration (filter_ephemeral)
"""

import time
from typing import Any

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.collector import Collector, prompt_for
from tests.liberal.kotoba_liberal.narration import looks_ephemeral


class _Collector(Collector):
    def _pass(self, message: str, answer: dict[str, Any]) -> None:
        prompt = prompt_for(message, self._stored(), self._companion())
        with self._lock:
            self._prompts.append(prompt)
        time.sleep(max(0.0, float(answer.get("delay_seconds") or 0)))
        facts = [f for f in answer.get("facts") or [] if isinstance(f, str)]
        kept = [f for i, f in enumerate(facts) if i > 0 or not looks_ephemeral(f)]
        self._apply({**answer, "facts": kept})


vars(system)["Collector"] = _Collector

__all__ = ["Adapter"]
