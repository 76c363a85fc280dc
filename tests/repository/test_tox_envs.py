"""Between them, the envs of `tox.ini`'s env_list run every test, and a test left to an env of
its own (`kit`, `repository`, `broken`, `liberal`) is left out of the Python envs: a selection
that drops a test would pass `tox` without running it."""

from __future__ import annotations

import configparser
import json
import os
import re
import shlex
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class Selection:
    """What one env's default `pytest` command selects: paths, ignored paths, a mark expression."""

    paths: tuple[str, ...]
    ignored: tuple[str, ...]
    marks: str | None

    def selects(self, nodeid: str, names: set[str]) -> bool:
        path = nodeid.split("::", 1)[0]
        if self.paths and not any(path.startswith(p) for p in self.paths):
            return False
        if any(path.startswith(p) for p in self.ignored):
            return False
        if self.marks is None:
            return True
        # pytest's grammar (names, and, or, not, parentheses) is Python's; nothing else gets in
        assert re.fullmatch(r"[\w\s()]+", self.marks), self.marks
        words = set(re.findall(r"[A-Za-z_]\w*", self.marks)) - {"and", "or", "not"}
        return bool(eval(self.marks, {"__builtins__": {}}, {w: w in names for w in words}))


def selection(arguments: list[str]) -> Selection:
    paths, ignored, marks = [], [], None
    words = iter(arguments)
    for word in words:
        if word in ("-n", "--dist"):
            next(words)
        elif word == "-m":
            marks = next(words)
        elif word.startswith("--ignore="):
            ignored.append(word.removeprefix("--ignore="))
        elif not word.startswith("-"):
            paths.append(word)
    return Selection(tuple(paths), tuple(ignored), marks)


def pytest_selections() -> dict[str, Selection]:
    """Each env of env_list whose command is pytest, by name, with its default arguments."""
    tox = configparser.ConfigParser(interpolation=None)
    tox.read(ROOT / "tox.ini", encoding="utf-8")
    found = {}
    for env in (name.strip() for name in tox["tox"]["env_list"].split(",")):
        section = f"testenv:{env}" if tox.has_section(f"testenv:{env}") else "testenv"
        command = tox.get(section, "commands", fallback=tox.get("testenv", "commands")).strip()
        if not command.startswith("pytest"):
            continue
        # `pytest {posargs:DEFAULTS}`, or `pytest FIXED {posargs}` (options added to FIXED)
        defaults = re.fullmatch(r"pytest (?:\{posargs:(.*)\}|(.*) \{posargs\})", command)
        assert defaults, f"{env}: `{command}` states no arguments of its own"
        found[env] = selection(shlex.split(defaults[1] or defaults[2]))
    return found


def python_envs(env: str) -> str:
    """py310…py313 as one: each runs the library on its Python, some the whole unit suite and
    some a part of it, and a test they share runs once per Python, not twice in one."""
    return "the Python envs" if re.fullmatch(r"py3\d+", env) else env


@pytest.mark.runs_the_kit
def test_every_test_runs_in_an_env_and_those_left_to_their_own_env_only_there(
    tmp_path: Path,
) -> None:
    out = tmp_path / "marks.json"
    completed = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "tests.support.collected_marks", "-q", "tests"],
        capture_output=True, text=True, cwd=ROOT, timeout=600, check=False,
        env={**os.environ, "KOTOBA_COLLECTED_MARKS": str(out)},
    )  # fmt: skip
    assert out.exists(), completed.stdout[-2000:] + completed.stderr[-2000:]
    marks: dict[str, list[str]] = json.loads(out.read_text(encoding="utf-8"))
    envs = pytest_selections()
    assert {"py310", "kit", "repository", "broken", "liberal"} <= set(envs)
    unrun, twice = [], []
    for nodeid, names in marks.items():
        running = sorted(
            {
                python_envs(env)
                for env, selection in envs.items()
                if selection.selects(nodeid, set(names))
            }
        )
        if not running:
            unrun.append(nodeid)
        elif len(running) > 1:
            twice.append(f"{nodeid}: {', '.join(running)}")
    assert len(marks) > 1000
    assert unrun == []
    assert twice == []
