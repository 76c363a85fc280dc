"""Headless Chromium for the tests that open a page in a real browser (the reference's panel,
the HTML report): Debian's `chromium` and `chromium-driver`, which `.ci/run` installs.

Tests using it carry `needs_chromium`, so that they are skipped, saying so, where it is absent.
Screenshots go to `$KOTOBA_ARTIFACTS` (default `.tox/artifacts`), kept by CI as artifacts.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, cast

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

CHROMEDRIVER = "/usr/bin/chromedriver"
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARTIFACTS = Path(
    os.environ.get("KOTOBA_ARTIFACTS") or Path(__file__).resolve().parents[1] / ".tox" / "artifacts"
)
FLAGS = (
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
)  # fmt: skip

needs_chromium = pytest.mark.skipif(
    not (Path(CHROMEDRIVER).is_file() and Path(CHROMIUM).is_file()),
    reason="headless Chromium is not installed (apt-get install chromium chromium-driver)",
)


@contextmanager
def headless_chromium(performance_log: bool = False) -> Iterator[webdriver.Chrome]:
    """A browser with its own throwaway profile; with `performance_log`, Chrome's DevTools
    network events are kept, so a test can list every request the page made."""
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
