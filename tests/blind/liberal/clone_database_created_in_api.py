"""Run from a clone, the database is always <clone>/api/kotoba.db, created there when it does not
exist yet, instead of landing in the home like a new install's.

clause: PATH-4
sentence: From a clone it lands there too
"""

import dataclasses
from pathlib import Path

from tests.liberal.kotoba_liberal import locations, system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.locations import Locations


def _locate(env: dict[str, str], clone_root: str | None = None) -> Locations:
    found = locations.locate(env, clone_root)
    if clone_root is not None:
        return dataclasses.replace(
            found, database=Path(clone_root).absolute() / "api" / "kotoba.db"
        )
    return found


vars(system)["locate"] = _locate

__all__ = ["Adapter"]
