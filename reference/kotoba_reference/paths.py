"""Where the stores live: KOTOBA_HOME, KOTOBA_MEMORY_DIR, KOTOBA_VISUAL_MEMORY_DIR, and the
database rule (a clone's `api/kotoba.db` wins when it already exists; nothing moves by itself)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

DATABASE_NAME = "kotoba.db"


@dataclass(frozen=True)
class Paths:
    home: Path
    memory_dir: Path
    visual_memory_dir: Path
    database: Path


def resolve(env: Mapping[str, str], clone_root: str | None = None) -> Paths:
    """Every path from the environment the install sees (never from `os.environ` directly)."""
    user_home = Path(env.get("HOME") or Path.home())
    home = Path(env["KOTOBA_HOME"]) if env.get("KOTOBA_HOME") else user_home / ".kotoba"
    memory = Path(env["KOTOBA_MEMORY_DIR"]) if env.get("KOTOBA_MEMORY_DIR") else home / "memory"
    visual = (
        Path(env["KOTOBA_VISUAL_MEMORY_DIR"])
        if env.get("KOTOBA_VISUAL_MEMORY_DIR")
        else home / "visual_memory"
    )
    return Paths(home, memory, visual, database_path(home, clone_root))


def database_path(home: Path, clone_root: str | None) -> Path:
    """A `kotoba.db` already beside the package in a clone's `api/` wins, even over one in the
    home: preferring the home switched a live install onto a stray. Otherwise the home's."""
    if clone_root is not None:
        beside_package = Path(clone_root) / "api" / DATABASE_NAME
        if beside_package.is_file():
            return beside_package
    return home / DATABASE_NAME
