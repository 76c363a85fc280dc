"""Without KOTOBA_MEMORY_DIR the long-term store defaults to ~/.kotoba/memory under the user's
HOME even when KOTOBA_HOME moves the home elsewhere: the store does not follow the home.

clause: PATH-1
sentence: Every path is overridable: KOTOBA_MEMORY_DIR, KOTOBA_VISUAL_MEMORY_DIR, KOTOBA_HOME.
"""

import dataclasses
from pathlib import Path

from tests.liberal.kotoba_liberal import locations, system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.locations import Locations


def _locate(env: dict[str, str], clone_root: str | None = None) -> Locations:
    found = locations.locate(env, clone_root)
    if not env.get("KOTOBA_MEMORY_DIR"):
        user_home = Path(env.get("HOME") or str(Path.home())).absolute()
        return dataclasses.replace(found, memory=user_home / ".kotoba" / "memory")
    return found


vars(system)["locate"] = _locate

__all__ = ["Adapter"]
