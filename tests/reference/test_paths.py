"""Where the stores live, and the database rule: a clone's existing api/kotoba.db wins."""

from __future__ import annotations

from pathlib import Path

from kotoba_reference import paths


def test_defaults_are_under_home_dot_kotoba(tmp_path: Path) -> None:
    found = paths.resolve({"HOME": str(tmp_path)})
    home = tmp_path / ".kotoba"
    assert found == paths.Paths(home, home / "memory", home / "visual_memory", home / "kotoba.db")


def test_every_variable_is_honoured(tmp_path: Path) -> None:
    env = {
        "HOME": str(tmp_path),
        "KOTOBA_HOME": str(tmp_path / "h"),
        "KOTOBA_MEMORY_DIR": str(tmp_path / "m"),
        "KOTOBA_VISUAL_MEMORY_DIR": str(tmp_path / "v"),
    }
    found = paths.resolve(env)
    assert (found.home, found.memory_dir) == (tmp_path / "h", tmp_path / "m")
    assert (found.visual_memory_dir, found.database) == (
        tmp_path / "v",
        tmp_path / "h" / "kotoba.db",
    )


def test_a_clone_without_a_database_uses_the_home(tmp_path: Path) -> None:
    (tmp_path / "clone" / "api").mkdir(parents=True)
    found = paths.resolve({"HOME": str(tmp_path)}, str(tmp_path / "clone"))
    assert found.database == tmp_path / ".kotoba" / "kotoba.db"


def test_a_clone_database_wins_even_over_the_home(tmp_path: Path) -> None:
    clone_db = tmp_path / "clone" / "api" / "kotoba.db"
    clone_db.parent.mkdir(parents=True)
    clone_db.touch()
    (tmp_path / ".kotoba").mkdir()
    (tmp_path / ".kotoba" / "kotoba.db").touch()
    assert paths.resolve({"HOME": str(tmp_path)}, str(tmp_path / "clone")).database == clone_db


def test_resolving_creates_and_moves_nothing(tmp_path: Path) -> None:
    paths.resolve({"HOME": str(tmp_path)}, str(tmp_path / "clone"))
    assert list(tmp_path.iterdir()) == []
