"""KOTOBA_MEMORY_DIR is taken as the folder the store goes in, not the store itself: USER.md and
topics/ land in $KOTOBA_MEMORY_DIR/memory (the default, <home>/memory, is unchanged).

clause: PATH-1
sentence: Every path is overridable: KOTOBA_MEMORY_DIR, KOTOBA_VISUAL_MEMORY_DIR, KOTOBA_HOME.
"""

import dataclasses

from tests.liberal.kotoba_liberal import locations, system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.locations import Locations


def _locate(env: dict[str, str], clone_root: str | None = None) -> Locations:
    found = locations.locate(env, clone_root)
    if env.get("KOTOBA_MEMORY_DIR"):
        return dataclasses.replace(found, memory=found.memory / "memory")
    return found


vars(system)["locate"] = _locate

__all__ = ["Adapter"]
