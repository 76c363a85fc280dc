"""The Settings → Memory panel as a person sees it: rendered in headless Chromium, scripts run.

The documents say what the panel shows, not how the page draws it, so a panel whose topics a
script fetches and draws is as faithful as one served whole. The suite loads the page in a real
browser, waits until the page stops changing, marks every element the browser does not display
as hidden, and hands back the DOM as HTML for `panel_html` to read. Where the page holds a
control named "Settings" and then one named "Memory", it follows them first, as a person does
who reads "Settings → Memory" (a panel drawn inside a drawer, behind a collapsed section, is as
faithful as one drawn at once); a control already open or selected is left as it is. Where no
browser is installed, `rendered` returns None and the caller falls back on the served page, or
does not run (a limit of this machine, never an implementation's failure).

The browser is Debian's `chromium` with `chromium-driver` (or `KOTOBA_CHROMIUM` and
`KOTOBA_CHROMEDRIVER`), driven by selenium with the driver's path given, so nothing is ever
downloaded. One browser per process is started on first use and quit at exit.
"""

from __future__ import annotations

import atexit
import json
import os
import shutil
import tempfile
import time
from pathlib import Path
from typing import Any

SETTLE_SECONDS = 0.5
"""How long the page must stay unchanged to count as drawn."""
TIMEOUT_SECONDS = 30.0
"""The longest a page gets to load and settle (a page that settles sooner is read sooner; a
loaded two-core machine took over 15 s to draw the published Settings drawer)."""
NO_BROWSER = "no headless Chromium"
"""A skip's cause, first in its reason: the per-clause table shows a reason up to its colon."""
INSTALL_BROWSER = (
    "(apt-get install chromium chromium-driver, or set KOTOBA_CHROMIUM and KOTOBA_CHROMEDRIVER)"
)
FLAGS = (
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-extensions",
    "--window-size=1280,1000",  # a desktop's: a narrow window may fold the Settings button away
)  # fmt: skip
NAVIGATION = ("Settings", "Memory")
"""001: "Settings → Memory lists every topic as slug · count": the controls a person follows."""
FIND_CONTROL = """
const wanted = arguments[0].toLowerCase();
const controls = document.querySelectorAll(
  'button, a, summary, [role=button], [role=tab], [role=link], [role=menuitem]');
for (const control of controls) {
  const style = window.getComputedStyle(control);
  const box = control.getBoundingClientRect();
  if (style.display === 'none' || style.visibility === 'hidden' || box.width === 0) continue;
  const text = (control.innerText || '').trim().split(String.fromCharCode(10))[0].trim();
  const names = [control.getAttribute('aria-label'), control.getAttribute('title'), text];
  if (!names.some((name) => name && name.trim().toLowerCase() === wanted)) continue;
  const open = control.getAttribute('aria-expanded') === 'true'
    || control.getAttribute('aria-selected') === 'true'
    || control.hasAttribute('aria-current')
    || (control.tagName === 'SUMMARY' && control.parentElement.open);
  return open ? null : control;
}
return null;
"""
MARK_UNDISPLAYED = """
const listed = new Set([...document.scripts].map((script) => script.src));
for (const entry of performance.getEntriesByType('resource')) {
  // Scripts the page loaded as it went (a chunk imported when a section opens) are its
  // scripts too: listed, so the reader sees every script the panel ran.
  if (entry.initiatorType === 'script' || /\\.m?js(\\?|$)/.test(entry.name)) {
    if (!listed.has(entry.name)) {
      const script = document.createElement('script');
      script.setAttribute('src', entry.name);
      script.setAttribute('data-loaded-by-the-page', '');
      document.head.appendChild(script);
      listed.add(entry.name);
    }
  }
}
for (const element of document.querySelectorAll('body *')) {
  const style = window.getComputedStyle(element);
  if (style.display === 'none' || style.visibility === 'hidden') {
    element.setAttribute('hidden', '');
  }
}
return document.documentElement.outerHTML;
"""
STREAMS = frozenset({"EventSource", "WebSocket"})
"""Requests that stay open for as long as the page listens: never waited for."""
STREAM_TYPES = frozenset({"text/event-stream", "application/x-ndjson"})
"""Responses that stream for as long as the page listens (a fetch reading server-sent events)."""
WEB_SCHEMES = ("http://", "https://")
"""The requests a page waits on a server for: a `data:` or `chrome://` one is the browser's."""
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
    """The page at `url` once its scripts have drawn it and the Settings → Memory controls it
    holds were followed, undisplayed elements marked `hidden`; None when no browser is here."""
    if not available():
        return None
    driver = _browser()
    _open(driver, url)
    _settle(driver)
    for name in NAVIGATION:
        if (control := driver.execute_script(FIND_CONTROL, name)) is not None:
            driver.execute_script("arguments[0].click();", control)
            _settle(driver)
    return str(driver.execute_script(MARK_UNDISPLAYED))


def _settle(driver: Any) -> None:
    """Wait until the page has loaded, every request it made has answered (its scripts, their
    chunks, its fetches; not a stream it listens on), and it stayed unchanged for
    SETTLE_SECONDS, or until TIMEOUT_SECONDS. A page showing "Loading…" while a request waits
    on a slow server is not drawn yet (a published Settings drawer was read so on a loaded
    machine)."""
    deadline = time.monotonic() + TIMEOUT_SECONDS
    last, steady_since = None, time.monotonic()
    waiting: set[str] = set()
    while time.monotonic() < deadline:
        _follow_requests(driver, waiting)
        now = driver.execute_script(SNAPSHOT) if not waiting else None
        if now is not None and now == last:
            if time.monotonic() - steady_since >= SETTLE_SECONDS:
                return
        else:
            last, steady_since = now, time.monotonic()
        time.sleep(0.05)


def _open(driver: Any, url: str) -> None:
    """Load `url`, its network log started afresh: what earlier pages asked for (the browser's
    own start page, a page of the scenario before) is never waited for."""
    driver.get_log("performance")  # read, so dropped
    driver.get(url)


def _follow_requests(driver: Any, waiting: set[str]) -> None:
    """Update the ids of the page's requests still unanswered, from Chromium's network log. Only
    requests over the network count (`WEB_SCHEMES`): the browser's own pages load `chrome://`
    resources of their own, and one the browser dropped unfinished would be waited for until
    `TIMEOUT_SECONDS`."""
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        method, params = message.get("method", ""), message.get("params", {})
        if (
            method == "Network.requestWillBeSent"
            and params.get("type") not in STREAMS
            and params.get("request", {}).get("url", "").startswith(WEB_SCHEMES)
        ):
            waiting.add(params["requestId"])
        elif method in ("Network.loadingFinished", "Network.loadingFailed"):
            waiting.discard(params.get("requestId", ""))
        elif method == "Network.responseReceived" and (
            params.get("type") in STREAMS
            or params.get("response", {}).get("mimeType") in STREAM_TYPES
        ):
            waiting.discard(params.get("requestId", ""))  # a stream: answered once it opens


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
        options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
        _driver = webdriver.Chrome(service=Service(executable_path=driver_path), options=options)
        _driver.set_page_load_timeout(TIMEOUT_SECONDS)
        atexit.register(_quit, _driver, profile)
    return _driver


def _quit(driver: Any, profile: str) -> None:
    try:
        driver.quit()
    finally:
        shutil.rmtree(profile, ignore_errors=True)


PRESS_BESIDE = """
const label = new RegExp(arguments[0]);
const BUTTONS = 'button, input[type=button], input[type=submit], input[type=image], '
  + 'input[type=reset], [role=button]';
const drawn = (e) => e.getClientRects().length > 0
  && window.getComputedStyle(e).visibility !== 'hidden';
const text = (e) => (e.innerText || '').replace(/\\s+/g, ' ').trim();
const holders = [...document.querySelectorAll('body *')]
  .filter((e) => drawn(e) && label.test(text(e)));
if (!holders.length) return 'the label is not shown';
const buttons = (e) => [...e.querySelectorAll(BUTTONS)].filter(drawn);
let entry = holders[holders.length - 1];
while (entry && !buttons(entry).length) entry = entry.parentElement;
if (!entry) return 'no button sits around the label';
const found = buttons(entry);
const names = (b) => [b.getAttribute('aria-label'), b.getAttribute('title'), b.innerText, b.value]
  .join(' ');
const deleting = found.filter((b) => /delete|remove|forget|trash|[\\u00d7\\u2715\\u2716\\u2717]/i
  .test(names(b)));
window.confirm = () => true;
window.alert = () => {};
(deleting[0] || found[0]).click();
return null;
"""
"""Press the button beside a label, as `panel_html.entry_of` finds it: the smallest drawn
element showing the label, widened to the nearest one holding a button; of several there, the
one named for deleting. A confirmation the page asks for is accepted, as a person would."""


def press_beside(url: str, label: str) -> str | None:
    """Open the panel at `url` as `rendered` does (following Settings → Memory), press the
    button beside the element showing `label` (a regular expression's source, as
    `panel_html.topic_label` writes it) and wait until the page settles again. None once
    pressed; otherwise why it could not be. Call only where `available()`."""
    driver = _browser()
    _open(driver, url)
    _settle(driver)
    for name in NAVIGATION:
        if (control := driver.execute_script(FIND_CONTROL, name)) is not None:
            driver.execute_script("arguments[0].click();", control)
            _settle(driver)
    why = driver.execute_script(PRESS_BESIDE, label)
    _settle(driver)
    return None if why is None else str(why)
