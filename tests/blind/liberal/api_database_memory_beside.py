"""When a clone's api/kotoba.db wins, the long-term store (without KOTOBA_MEMORY_DIR) follows the
database and defaults to <clone>/api/memory, inside the repository, instead of <home>/memory.

clause: PATH-5
sentence: Jailed under KOTOBA_MEMORY_DIR, default ~/.kotoba/memory, deliberately outside the
  repository.
"""

import dataclasses

from tests.liberal.kotoba_liberal import locations, system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.locations import Locations


def _locate(env: dict[str, str], clone_root: str | None = None) -> Locations:
    found = locations.locate(env, clone_root)
    if not env.get("KOTOBA_MEMORY_DIR"):
        return dataclasses.replace(found, memory=found.database.parent / "memory")
    return found


vars(system)["locate"] = _locate

__all__ = ["Adapter"]
