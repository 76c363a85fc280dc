"""Run from a clone whose api/kotoba.db exists while the home has none, the system moves that
database into the home on open and uses it there, instead of leaving it beside the package.

clause: PATH-4
sentence: Moving to the home is something you do on purpose, by moving the file.
"""

import dataclasses
import os
import shutil

from tests.liberal.kotoba_contrary import locations, system
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.locations import Locations


def _resolve(env: dict[str, str], clone_root: str | None) -> Locations:
    found = locations.resolve(env, clone_root)
    at_home = os.path.join(found.home, locations.DATABASE_NAME)
    if found.database != at_home and not os.path.exists(at_home):
        os.makedirs(found.home, exist_ok=True)
        shutil.move(found.database, at_home)
        return dataclasses.replace(found, database=at_home)
    return found


vars(system)["resolve"] = _resolve

__all__ = ["Adapter"]
