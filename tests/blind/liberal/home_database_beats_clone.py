"""Run from a clone whose api/ holds a kotoba.db, the system still uses the home's kotoba.db
whenever the home holds one too.

clause: PATH-4
sentence: unless a kotoba.db already sits beside the package in api/, in which case that one wins
"""

import dataclasses

from tests.liberal.kotoba_liberal import locations, system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.locations import Locations


def _locate(env: dict[str, str], clone_root: str | None = None) -> Locations:
    found = locations.locate(env, clone_root)
    in_home = found.home / "kotoba.db"
    if in_home.is_file():
        return dataclasses.replace(found, database=in_home)
    return found


vars(system)["locate"] = _locate

__all__ = ["Adapter"]
