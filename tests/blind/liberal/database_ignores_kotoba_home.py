"""The database is always ~/.kotoba/kotoba.db under the user's HOME: KOTOBA_HOME moves the memory
store but not the database (a clone's api/kotoba.db still wins).

clause: PATH-3
sentence: Every path is overridable: KOTOBA_MEMORY_DIR, KOTOBA_VISUAL_MEMORY_DIR, KOTOBA_HOME.
"""

import dataclasses
from pathlib import Path

from tests.liberal.kotoba_liberal import locations, system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.locations import Locations


def _locate(env: dict[str, str], clone_root: str | None = None) -> Locations:
    found = locations.locate(env, clone_root)
    if found.database == found.home / "kotoba.db":
        user_home = Path(env.get("HOME") or str(Path.home())).absolute()
        return dataclasses.replace(found, database=user_home / ".kotoba" / "kotoba.db")
    return found


vars(system)["locate"] = _locate

__all__ = ["Adapter"]
