"""The four never-extract rules are sent only on a collector's first pass, as if the model kept
them: every later prompt of the same system carries the horizon but no "Do not keep" rule.

clause: COL-2
sentence: Its prompt names four things it must never extract
"""

import time
from typing import Any

from tests.liberal.kotoba_liberal import collector, system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.collector import Collector
from tests.liberal.kotoba_liberal.narration import looks_ephemeral

_SHORT = "".join(
    line for line in collector.RULES.splitlines(keepends=True) if not line.startswith("Do not keep")
)


class _Collector(Collector):
    _passes = 0

    def _pass(self, message: str, answer: dict[str, Any]) -> None:
        prompt = collector.prompt_for(message, self._stored(), self._companion())
        if self._passes > 0:
            prompt = prompt.replace(collector.RULES, _SHORT, 1)
        self._passes += 1
        with self._lock:
            self._prompts.append(prompt)
        time.sleep(max(0.0, float(answer.get("delay_seconds") or 0)))
        facts = [f for f in answer.get("facts") or [] if isinstance(f, str)]
        self._apply({**answer, "facts": [f for f in facts if not looks_ephemeral(f)]})


vars(system)["Collector"] = _Collector

__all__ = ["Adapter"]
