"""How the panel's browser decides a page is drawn: it waits for the page's own requests, read from
Chromium's network log, and for nothing the browser itself asked for before or beside them."""

from __future__ import annotations

import json
from typing import Any

from kotoba_conformance.steps.support import panel_browser


def sent(request_id: str, url: str, kind: str = "Fetch") -> dict[str, str]:
    params = {"requestId": request_id, "type": kind, "request": {"url": url}}
    return {
        "message": json.dumps(
            {"message": {"method": "Network.requestWillBeSent", "params": params}}
        )
    }


def finished(request_id: str) -> dict[str, str]:
    params = {"requestId": request_id}
    return {
        "message": json.dumps({"message": {"method": "Network.loadingFinished", "params": params}})
    }


class Driver:
    """The two calls of selenium's driver these functions make: the log is handed out once, as
    Chromium's is, and a page load adds its entries to it."""

    def __init__(self, log: list[dict[str, str]], page_log: list[dict[str, str]]) -> None:
        self.log, self.page_log, self.loaded = log, page_log, ""

    def get_log(self, kind: str) -> list[dict[str, str]]:
        assert kind == "performance"
        handed, self.log = self.log, []
        return handed

    def get(self, url: str) -> None:
        self.loaded = url
        self.log += self.page_log


def test_a_request_of_the_page_is_waited_for_until_it_is_answered() -> None:
    driver: Any = Driver([sent("1", "http://127.0.0.1:8000/api/settings")], [])
    waiting: set[str] = set()
    panel_browser._follow_requests(driver, waiting)
    assert waiting == {"1"}
    driver.log = [finished("1")]
    panel_browser._follow_requests(driver, waiting)
    assert waiting == set()


def test_the_browsers_own_requests_are_never_waited_for() -> None:
    """Headless Chromium's start page loads `chrome://` resources, and one of them dropped
    unfinished when the panel is opened held every read of the page to its 30 s timeout."""
    own = [
        sent("A1", "chrome://new-tab-page/", "Document"),
        sent("A2", "chrome://resources/js/static_types.js", "Script"),
        sent("A3", "data:image/gif;base64,R0lGODlhAQABAAAAACw=", "Image"),
    ]
    driver: Any = Driver(own, [])
    waiting: set[str] = set()
    panel_browser._follow_requests(driver, waiting)
    assert waiting == set()


def test_opening_a_page_forgets_what_pages_before_it_asked_for() -> None:
    before = [sent("old", "http://127.0.0.1:8001/api/settings")]  # the scenario before's page
    page = [sent("new", "http://127.0.0.1:8002/settings")]
    driver: Any = Driver(before, page)
    panel_browser._open(driver, "http://127.0.0.1:8002/settings")
    waiting: set[str] = set()
    panel_browser._follow_requests(driver, waiting)
    assert driver.loaded == "http://127.0.0.1:8002/settings"
    assert waiting == {"new"}
