"""Run from a clone with no KOTOBA_MEMORY_DIR, the long-term store defaults to
<clone>/api/memory, next to the package, instead of <home>/memory outside the repository.

clause: PATH-5
sentence: deliberately outside the repository
"""

import dataclasses
import os

from tests.liberal.kotoba_contrary import locations, system
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.locations import Locations


def _resolve(env: dict[str, str], clone_root: str | None) -> Locations:
    found = locations.resolve(env, clone_root)
    if clone_root is None or env.get("KOTOBA_MEMORY_DIR"):
        return found
    beside = os.path.join(os.path.abspath(clone_root), "api", "memory")
    return dataclasses.replace(found, memory=beside)


vars(system)["resolve"] = _resolve

__all__ = ["Adapter"]
