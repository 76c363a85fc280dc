"""When KOTOBA_MEMORY_DIR is set, the visual store follows it (a visual_memory folder beside the
memory folder) and KOTOBA_VISUAL_MEMORY_DIR is ignored; it is honoured only on its own.

clause: PATH-2
sentence: Every path is overridable: KOTOBA_MEMORY_DIR, KOTOBA_VISUAL_MEMORY_DIR, KOTOBA_HOME.
"""

import dataclasses
import os

from tests.liberal.kotoba_contrary import locations, system
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.locations import Locations


def _resolve(env: dict[str, str], clone_root: str | None) -> Locations:
    found = locations.resolve(env, clone_root)
    if not env.get("KOTOBA_MEMORY_DIR"):
        return found
    beside = os.path.join(os.path.dirname(found.memory), "visual_memory")
    return dataclasses.replace(found, visual=beside)


vars(system)["resolve"] = _resolve

__all__ = ["Adapter"]
