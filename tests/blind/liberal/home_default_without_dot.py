"""Without KOTOBA_HOME the home is ~/kotoba, not ~/.kotoba: the database and the memory store
land in a visible folder of that name.

clause: PATH-3
sentence: The database lands in ~/.kotoba/ on a new install.
"""

from tests.liberal.kotoba_liberal import locations, system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.locations import Locations


def _locate(env: dict[str, str], clone_root: str | None = None) -> Locations:
    if not env.get("KOTOBA_HOME"):
        env = {**env, "KOTOBA_HOME": "~/kotoba"}
    return locations.locate(env, clone_root)


vars(system)["locate"] = _locate

__all__ = ["Adapter"]
