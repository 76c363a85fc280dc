"""Headless Chromium for the tests that open a page in a real browser (the reference's panel,
the HTML report): Debian's `chromium` and `chromium-driver` (`apt-get install chromium
chromium-driver`), which `.ci/run` installs; `$KOTOBA_CHROMIUM` and `$KOTOBA_CHROMEDRIVER` point
elsewhere.

Tests using it carry `needs_chromium`, so that they are skipped where either is absent, with a
reason naming what is missing and how to install it (pytest prints skip reasons: `-rs` in
pyproject.toml). The driver is always given by its path, so Selenium never looks for one to
download. Screenshots go to `$KOTOBA_ARTIFACTS` (default `.tox/artifacts`), kept by CI.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import pytest

if TYPE_CHECKING:
    from selenium import webdriver

CHROMEDRIVER = os.environ.get("KOTOBA_CHROMEDRIVER") or "/usr/bin/chromedriver"
CHROMIUM = os.environ.get("KOTOBA_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
NAVIGATION_SECONDS = 60
"""How long a navigation may take before a browser test fails: far past any loaded machine's
page load, so only a page that never comes meets it."""
ARTIFACTS = Path(
    os.environ.get("KOTOBA_ARTIFACTS") or Path(__file__).resolve().parents[2] / ".tox" / "artifacts"
)
FLAGS = (
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
)  # fmt: skip


def missing() -> str | None:
    """Why the browser tests cannot run here, or None."""
    absent = [
        f"no {name} at {path}"
        for name, path in (("chromium", CHROMIUM), ("chromedriver", CHROMEDRIVER))
        if not Path(path).is_file()
    ]
    if importlib.util.find_spec("selenium") is None:
        absent.append("no selenium (pip install -e '.[test]')")
    if not absent:
        return None
    return (
        f"headless Chromium is not available: {'; '.join(absent)} "
        "(on Debian: apt-get install chromium chromium-driver)"
    )


needs_chromium = pytest.mark.skipif(missing() is not None, reason=missing() or "")


@contextmanager
def headless_chromium(performance_log: bool = False) -> Iterator[webdriver.Chrome]:
    """A browser with its own throwaway profile; with `performance_log`, Chrome's DevTools
    network events are kept, so a test can list every request the page made."""
    from selenium import webdriver  # noqa: PLC0415 - only the browser tests need it
    from selenium.webdriver.chrome.service import Service  # noqa: PLC0415

    with tempfile.TemporaryDirectory(prefix="kotoba-chromium-") as profile:
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for flag in (*FLAGS, f"--user-data-dir={profile}"):
            options.add_argument(flag)
        if performance_log:
            options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
        driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
        try:
            yield driver
        finally:
            driver.quit()


def requests_made_by(driver: webdriver.Chrome, document_url: str) -> list[str]:
    """The URLs the page at `document_url` requested, itself included, from the performance log
    (so only with `headless_chromium(performance_log=True)`); the browser's own start page
    makes requests too, and they are left out."""
    entries = cast(list[dict[str, Any]], driver.get_log("performance"))  # type: ignore[no-untyped-call]
    events = [json.loads(entry["message"])["message"] for entry in entries]
    return [
        event["params"]["request"]["url"]
        for event in events
        if event["method"] == "Network.requestWillBeSent"
        and event["params"].get("documentURL") == document_url
    ]


def wait_for_url(driver: webdriver.Chrome, part: str) -> str:
    """The page's URL once it holds `part`. A key press or a click that navigates returns before
    the new page is current, so a test reads the URL after this, not straight after the action;
    the bound only ends a test whose page never comes."""
    from selenium.webdriver.support.ui import WebDriverWait  # noqa: PLC0415

    WebDriverWait(driver, NAVIGATION_SECONDS).until(lambda d: part in d.current_url)
    return str(driver.current_url)
