"""Where the stores live, from the environment the install sees (PATH-1..5)."""

from __future__ import annotations

import os
from dataclasses import dataclass

DATABASE_NAME = "kotoba.db"


@dataclass(frozen=True)
class Locations:
    """The resolved folders and files of one install."""

    home: str
    memory: str
    visual: str
    database: str


def resolve(env: dict[str, str], clone_root: str | None) -> Locations:
    """Resolve every path from `env` only; a clone's `api/kotoba.db` wins when it exists."""
    user_home = env.get("HOME") or os.path.expanduser("~")
    home = _absolute(env.get("KOTOBA_HOME") or os.path.join(user_home, ".kotoba"), user_home)
    memory = _absolute(env.get("KOTOBA_MEMORY_DIR") or os.path.join(home, "memory"), user_home)
    visual = _absolute(
        env.get("KOTOBA_VISUAL_MEMORY_DIR") or os.path.join(home, "visual_memory"), user_home
    )
    database = os.path.join(home, DATABASE_NAME)
    if clone_root is not None:
        beside_package = os.path.join(_absolute(clone_root, user_home), "api", DATABASE_NAME)
        if os.path.isfile(beside_package):
            database = beside_package
    return Locations(home=home, memory=memory, visual=visual, database=database)


def _absolute(path: str, user_home: str) -> str:
    if path == "~" or path.startswith("~/"):
        path = user_home + path[1:]
    return os.path.abspath(path)
