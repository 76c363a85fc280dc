"""Where the stores live, from the environment the install sees (never this process's own).

The home is KOTOBA_HOME (default ~/.kotoba); the long-term store KOTOBA_MEMORY_DIR (default
<home>/memory, outside any clone); the visual store KOTOBA_VISUAL_MEMORY_DIR (default
<home>/visual_memory). The database is <home>/kotoba.db, unless the install runs from a clone
whose api/ already holds a kotoba.db: that one wins. Nothing is ever moved.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Locations:
    home: Path
    memory: Path
    visual: Path
    database: Path


def _path(value: str, user_home: str) -> Path:
    if value == "~" or value.startswith("~/"):
        value = user_home + value[1:]
    return Path(value).absolute()


def locate(env: dict[str, str], clone_root: str | None = None) -> Locations:
    user_home = env.get("HOME") or str(Path.home())
    home = _path(env.get("KOTOBA_HOME") or "~/.kotoba", user_home)
    memory = _path(env["KOTOBA_MEMORY_DIR"], user_home) if env.get("KOTOBA_MEMORY_DIR") else None
    visual = env.get("KOTOBA_VISUAL_MEMORY_DIR")
    database = home / "kotoba.db"
    if clone_root is not None:
        beside_package = Path(clone_root).absolute() / "api" / "kotoba.db"
        if beside_package.is_file():
            database = beside_package
    return Locations(
        home=home,
        memory=memory or home / "memory",
        visual=_path(visual, user_home) if visual else home / "visual_memory",
        database=database,
    )
