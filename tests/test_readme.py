"""What the README promises about running the tests is true of `tox.ini` and of the tests; the
CHANGELOG's latest entry names the catalogue the kit ships."""

from __future__ import annotations

import configparser
import re
from pathlib import Path

from kotoba_conformance.contract import catalogue

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def quick_start() -> str:
    start = README.index("## Quick start")
    return README[start : README.index("\n## ", start + 1)]


def test_the_quick_start_names_every_env_tox_runs() -> None:
    tox = configparser.ConfigParser()
    tox.read(ROOT / "tox.ini", encoding="utf-8")
    envs = [env.strip() for env in tox["tox"]["env_list"].split(",")]
    named = set(re.findall(r"`([\w-]+)`", quick_start()))
    assert envs
    assert [env for env in envs if env not in named] == []


def test_the_readme_says_the_browser_tests_need_chromium_and_its_driver() -> None:
    text = " ".join(quick_start().split())
    assert "`chromium` and `chromium-driver`" in text
    assert "apt-get install chromium chromium-driver" in text
    chromium = (ROOT / "tests" / "chromium.py").read_text(encoding="utf-8")
    assert "apt-get install chromium chromium-driver" in chromium  # the skip reason says it too


def test_the_changelogs_latest_entry_names_the_shipped_catalogue() -> None:
    """A catalogue edited without a CHANGELOG entry leaves a pinned run's change unexplained."""
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    entries = changelog.split("\n## ")[1:]
    latest = entries[0]
    assert f"catalogue `{catalogue.version()}`" in latest
