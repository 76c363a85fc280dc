"""The list of stored facts the collector is fed is read on its first pass and cached: a fact
stored after that (by memory_write, or by the collector's own earlier pass) never reaches a later
pass's prompt.

clause: COL-3
sentence: It is fed what is already stored
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
        companion: Callable[[], str],
        apply: Callable[[dict[str, Any]], None],
    ) -> None:
        cache: list[list[str]] = []

        def cached() -> list[str]:
            if not cache:
                cache.append(stored())
            return list(cache[0])

        super().__init__(cached, companion, apply)


vars(system)["Collector"] = _Collector

__all__ = ["Adapter"]
