"""Run from a clone whose api/ holds a kotoba.db while the home holds none, the system moves that
database into the home on opening and uses it there (with both present, api/ still wins).

clause: PATH-4
sentence: Moving to the home is something you do on purpose, by moving the file.
"""

import dataclasses
import shutil

from tests.liberal.kotoba_liberal import locations, system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.locations import Locations


def _locate(env: dict[str, str], clone_root: str | None = None) -> Locations:
    found = locations.locate(env, clone_root)
    in_home = found.home / "kotoba.db"
    if found.database != in_home and not in_home.exists():
        in_home.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(found.database, in_home)
        return dataclasses.replace(found, database=in_home)
    return found


vars(system)["locate"] = _locate

__all__ = ["Adapter"]
