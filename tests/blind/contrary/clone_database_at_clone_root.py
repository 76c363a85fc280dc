"""Run from a clone, the system looks for the clone's database at <clone>/kotoba.db instead of
beside the package in <clone>/api/, so an api/kotoba.db is never used.

clause: PATH-4
sentence: unless a kotoba.db already sits beside the package in api/
"""

import dataclasses
import os

from tests.liberal.kotoba_contrary import locations, system
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.locations import Locations


def _resolve(env: dict[str, str], clone_root: str | None) -> Locations:
    found = locations.resolve(env, None)
    if clone_root is not None:
        at_root = os.path.join(os.path.abspath(clone_root), locations.DATABASE_NAME)
        if os.path.isfile(at_root):
            return dataclasses.replace(found, database=at_root)
    return found


vars(system)["resolve"] = _resolve

__all__ = ["Adapter"]
