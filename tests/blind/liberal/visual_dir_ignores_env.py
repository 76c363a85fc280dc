"""KOTOBA_VISUAL_MEMORY_DIR is ignored: kept images always go to <home>/visual_memory.

clause: PATH-2
sentence: Every path is overridable: KOTOBA_MEMORY_DIR, KOTOBA_VISUAL_MEMORY_DIR, KOTOBA_HOME.
"""

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.visual import Visual


class _Visual(Visual):
    def __init__(self, env: dict[str, str], test_hosts: dict[str, str]) -> None:
        without = {k: v for k, v in env.items() if k != "KOTOBA_VISUAL_MEMORY_DIR"}
        super().__init__(without, test_hosts)


vars(system)["Visual"] = _Visual

__all__ = ["Adapter"]
