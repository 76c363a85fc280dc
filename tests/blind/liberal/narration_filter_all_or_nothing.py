"""The collector's narration filter judges a pass as a whole: a pass is dropped when every
candidate is narration, but when one candidate is a real fact, the narration beside it is
stored too.

clause: COL-5
sentence: The extractor's output also runs through _looks_ephemeral
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
        if all(looks_ephemeral(f) for f in facts):
            facts = []
        self._apply({**answer, "facts": facts})


vars(system)["Collector"] = _Collector

__all__ = ["Adapter"]
