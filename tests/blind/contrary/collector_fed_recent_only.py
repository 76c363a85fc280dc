"""The collector's prompt lists only the facts under ## Recent as already stored, not every fact
in the topic files: past 25 facts, or for a bullet added to a topic file by hand, the model is
not told the fact is stored.

clause: COL-3
sentence: It is fed what is already stored
answer: undocumented: the same case as liberal/collector_fed_only_recent and
  node/collector-fed-recent-only: the documents say the collector is fed what is already stored, not
  all of it, and the published Kotoba itself feeds a bounded list (its ## Recent facts, so neither a
  fact past the 25 nor a bullet added to a topic file by hand); the suite's reading (every topic
  file's facts) is optional
"""

from typing import Any

from tests.liberal.kotoba_contrary import collector, companion, index, system
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.collector_prompt import build


class _Collector(collector.Collector):
    def _send(self, message: str) -> dict[str, Any]:
        stored = index.recent(index.read(self._memory_dir))
        prompt = build(stored, companion.companion_name(self._database), message)
        with self._guard:
            self._prompts.append(prompt)
            return dict(self._answer)


vars(system)["Collector"] = _Collector

__all__ = ["Adapter"]
