"""The collector's prompt always tells the model she is called by her default name (Kotoba), not
by her current one: once renamed, a greeting by her current name reads as a renaming to it.

clause: COL-4
sentence: greeting her by her current name
answer: undocumented: the documents never say the collector's prompt carries her name (the published
  Kotoba's prompt calls her by no name at all, only "YOU, the companion"), and with the model
  scripted the name the prompt gives her changes nothing the system keeps: a greeting by her current
  name returning null is the model's answer, not the system's
"""

from collections.abc import Callable
from typing import Any

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.collector import Collector


class _Collector(Collector):
    def __init__(
        self,
        stored: Callable[[], list[str]],
        companion: Callable[[], str],  # noqa: ARG002 - the current name is what it ignores
        apply: Callable[[dict[str, Any]], None],
    ) -> None:
        super().__init__(stored, lambda: system.DEFAULT_COMPANION, apply)


vars(system)["Collector"] = _Collector

__all__ = ["Adapter"]
