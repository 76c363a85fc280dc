"""Run from a clone, the home's kotoba.db wins whenever one is there: the clone's api/kotoba.db is
used only while the home holds no database, so a stray file in the home switches the install
onto it.

clause: PATH-4
sentence: preferring the home whenever a file happened to be there
"""

import dataclasses
import os

from tests.liberal.kotoba_contrary import locations, system
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.locations import Locations


def _resolve(env: dict[str, str], clone_root: str | None) -> Locations:
    found = locations.resolve(env, clone_root)
    at_home = os.path.join(found.home, locations.DATABASE_NAME)
    if found.database != at_home and os.path.isfile(at_home):
        return dataclasses.replace(found, database=at_home)
    return found


vars(system)["resolve"] = _resolve

__all__ = ["Adapter"]
