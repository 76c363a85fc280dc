"""What the README and `docs/development.md` promise about running the tests is true of `tox.ini`
and of the tests; the CHANGELOG's latest entry names the catalogue the kit ships."""

from __future__ import annotations

import configparser
import itertools
import re
from pathlib import Path

from kotoba_conformance.contract import catalogue

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")
DEVELOPMENT = (ROOT / "docs" / "development.md").read_text(encoding="utf-8")


def quick_start() -> str:
    start = README.index("## Quick start")
    return README[start : README.index("\n## ", start + 1)]


def tox_table() -> str:
    """The rows of `docs/development.md`'s table of tox envs, the quick start's link target."""
    lines = DEVELOPMENT[DEVELOPMENT.index("| tox env | what it runs |") :].splitlines()
    rows = itertools.takewhile(lambda line: line.startswith("|"), lines)
    return "\n".join(row for row in rows if row.startswith("| `"))


def test_the_quick_start_links_the_page_describing_each_env() -> None:
    assert "(docs/development.md)" in quick_start()


def test_the_development_page_names_every_env_tox_runs() -> None:
    tox = configparser.ConfigParser()
    tox.read(ROOT / "tox.ini", encoding="utf-8")
    envs = [env.strip() for env in tox["tox"]["env_list"].split(",")]
    named = {row.split("|")[1].strip() for row in tox_table().splitlines()}
    named = set(re.findall(r"`([\w-]+)`", " ".join(named)))
    assert envs
    assert [env for env in envs if env not in named] == []


def test_the_readme_says_the_browser_tests_need_chromium_and_its_driver() -> None:
    text = " ".join(quick_start().split())
    assert "`chromium` and `chromium-driver`" in text
    assert "apt-get install chromium chromium-driver" in text
    chromium = (ROOT / "tests" / "support" / "chromium.py").read_text(encoding="utf-8")
    assert "apt-get install chromium chromium-driver" in chromium  # the skip reason says it too


def test_the_readme_is_a_page_whose_links_land() -> None:
    """At most 150 lines; the rest lives in docs/, which every relative link must reach."""
    assert len(README.splitlines()) <= 150
    for page in (ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))):
        text = page.read_text(encoding="utf-8")
        targets = re.findall(r"\]\(([^)#:]+)(?:#[^)]*)?\)", text)
        missing = [t for t in targets if not (page.parent / t).exists()]
        assert not missing, f"{page.name} links to {missing}"


def test_the_contract_page_states_the_kits_version() -> None:
    """docs/contract.md is versioned by the kit that states it: a release must restate it."""
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    version = re.search(r'^version = "([^"]+)"', pyproject, re.MULTILINE)
    assert version
    contract = (ROOT / "docs" / "contract.md").read_text(encoding="utf-8")
    assert f"**Version {version[1]}**" in contract.split("\n\n")[1]


def test_the_changelogs_latest_entry_names_the_shipped_catalogue() -> None:
    """A catalogue edited without a CHANGELOG entry leaves a pinned run's change unexplained."""
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    entries = changelog.split("\n## ")[1:]
    latest = entries[0]
    assert f"catalogue `{catalogue.version()}`" in latest
