"""The Settings → Memory panel as a person sees it: rendered in headless Chromium, scripts run.

The documents say what the panel shows, not how the page draws it, so a panel whose topics a
script fetches and draws is as faithful as one served whole. The suite loads the page in a real
browser, waits until the page stops changing, marks every element the browser does not display
as hidden, and hands back the DOM as HTML for `panel_html` to read. Where no browser is
installed, `rendered` returns None and the caller falls back on the served page, or does not run
(a limit of this machine, never an implementation's failure).

The browser is Debian's `chromium` with `chromium-driver` (or `KOTOBA_CHROMIUM` and
`KOTOBA_CHROMEDRIVER`), driven by selenium with the driver's path given, so nothing is ever
downloaded. One browser per process is started on first use and quit at exit.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
import time
from pathlib import Path
from typing import Any

SETTLE_SECONDS = 0.5
"""How long the page must stay unchanged to count as drawn."""
TIMEOUT_SECONDS = 15.0
"""The longest a page gets to load and settle."""
NO_BROWSER = "no headless Chromium"
"""A skip's cause, first in its reason: the per-clause table shows a reason up to its colon."""
INSTALL_BROWSER = (
    "(apt-get install chromium chromium-driver, or set KOTOBA_CHROMIUM and KOTOBA_CHROMEDRIVER)"
)
FLAGS = (
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-extensions",
)  # fmt: skip
MARK_UNDISPLAYED = """
for (const element of document.querySelectorAll('body *')) {
  const style = window.getComputedStyle(element);
  if (style.display === 'none' || style.visibility === 'hidden') {
    element.setAttribute('hidden', '');
  }
}
return document.documentElement.outerHTML;
"""
SNAPSHOT = "return document.readyState === 'complete' ? document.documentElement.outerHTML : null;"

_driver: Any = None


def browser_paths() -> tuple[str, str] | None:
    """The Chromium binary and its driver, when both are installed."""
    binary = os.environ.get("KOTOBA_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
    driver = (
        os.environ.get("KOTOBA_CHROMEDRIVER")
        or shutil.which("chromedriver")
        or "/usr/bin/chromedriver"
    )
    if Path(binary).is_file() and Path(driver).is_file():
        return binary, driver
    return None


def available() -> bool:
    """Whether the panel can be rendered here (a browser, its driver and selenium)."""
    if browser_paths() is None:
        return False
    try:
        import selenium  # noqa: F401, PLC0415 (loaded only where a panel is read)
    except ImportError:
        return False
    return True


def rendered(url: str) -> str | None:
    """The page at `url` once its scripts have drawn it, undisplayed elements marked `hidden`;
    None when no browser is available."""
    if not available():
        return None
    driver = _browser()
    driver.get(url)
    deadline = time.monotonic() + TIMEOUT_SECONDS
    last, steady_since = None, time.monotonic()
    while time.monotonic() < deadline:
        now = driver.execute_script(SNAPSHOT)
        if now is not None and now == last:
            if time.monotonic() - steady_since >= SETTLE_SECONDS:
                break
        else:
            last, steady_since = now, time.monotonic()
        time.sleep(0.05)
    return str(driver.execute_script(MARK_UNDISPLAYED))


def _browser() -> Any:
    """This process's headless Chromium, started on first use."""
    global _driver  # noqa: PLW0603 (one browser per process, shared by its scenarios)
    if _driver is None:
        from selenium import webdriver  # noqa: PLC0415
        from selenium.webdriver.chrome.service import Service  # noqa: PLC0415

        paths = browser_paths()
        assert paths is not None, f"{NO_BROWSER} {INSTALL_BROWSER}"
        binary, driver_path = paths
        profile = tempfile.mkdtemp(prefix="kotoba-panel-")
        options = webdriver.ChromeOptions()
        options.binary_location = binary
        for flag in (*FLAGS, f"--user-data-dir={profile}"):
            options.add_argument(flag)
        _driver = webdriver.Chrome(service=Service(executable_path=driver_path), options=options)
        _driver.set_page_load_timeout(TIMEOUT_SECONDS)
        atexit.register(_quit, _driver, profile)
    return _driver


def _quit(driver: Any, profile: str) -> None:
    try:
        driver.quit()
    finally:
        shutil.rmtree(profile, ignore_errors=True)
