"""Without KOTOBA_HOME the home is ~/kotoba, not ~/.kotoba: the database and the memory store
land in a visible folder of that name."""

CLAUSE = "PATH-3"
SENTENCE = "The database lands in ~/.kotoba/ on a new install."
# ruff: noqa: E402 - CLAUSE and SENTENCE come first, as the blind brief's format has it

from tests.liberal.kotoba_liberal import locations, system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.locations import Locations


def _locate(env: dict[str, str], clone_root: str | None = None) -> Locations:
    if not env.get("KOTOBA_HOME"):
        env = {**env, "KOTOBA_HOME": "~/kotoba"}
    return locations.locate(env, clone_root)


vars(system)["locate"] = _locate

__all__ = ["Adapter"]
