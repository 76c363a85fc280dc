"""When KOTOBA_MEMORY_DIR is set, the visual store goes beside it (<memory dir>/../visual_memory)
and KOTOBA_VISUAL_MEMORY_DIR is ignored; with only KOTOBA_VISUAL_MEMORY_DIR set it is obeyed.

clause: PATH-2
sentence: Every path is overridable: KOTOBA_MEMORY_DIR, KOTOBA_VISUAL_MEMORY_DIR, KOTOBA_HOME.
"""

import os

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.visual import Visual


class _Visual(Visual):
    def __init__(self, env: dict[str, str], test_hosts: dict[str, str]) -> None:
        memory = env.get("KOTOBA_MEMORY_DIR")
        if memory:
            beside = os.path.join(os.path.dirname(os.path.abspath(memory)), "visual_memory")
            env = {**env, "KOTOBA_VISUAL_MEMORY_DIR": beside}
        super().__init__(env, test_hosts)


vars(system)["Visual"] = _Visual

__all__ = ["Adapter"]
