"""When KOTOBA_HOME is set, KOTOBA_MEMORY_DIR is ignored and the store goes to <home>/memory (it is
honoured only when no home is given).

clause: PATH-1
sentence: Every path is overridable: KOTOBA_MEMORY_DIR, KOTOBA_VISUAL_MEMORY_DIR, KOTOBA_HOME.
"""

from tests.liberal.kotoba_contrary import locations, system
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.locations import Locations


def _resolve(env: dict[str, str], clone_root: str | None) -> Locations:
    if env.get("KOTOBA_HOME"):
        env = {key: value for key, value in env.items() if key != "KOTOBA_MEMORY_DIR"}
    return locations.resolve(env, clone_root)


vars(system)["resolve"] = _resolve

__all__ = ["Adapter"]
