"""Run from a source clone, the long-term store defaults to <clone>/memory, inside the repository,
instead of <home>/memory.

clause: PATH-5
sentence: Jailed under KOTOBA_MEMORY_DIR, default ~/.kotoba/memory, deliberately outside the
  repository.
"""

import dataclasses
from pathlib import Path

from tests.liberal.kotoba_liberal import locations, system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.locations import Locations


def _locate(env: dict[str, str], clone_root: str | None = None) -> Locations:
    found = locations.locate(env, clone_root)
    if clone_root is not None and not env.get("KOTOBA_MEMORY_DIR"):
        return dataclasses.replace(found, memory=Path(clone_root).absolute() / "memory")
    return found


vars(system)["locate"] = _locate

__all__ = ["Adapter"]
