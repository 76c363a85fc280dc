"""The committed site (`docs/site/`, kept current by `tests/site/test_site.py`) read in headless
Chromium: the navigation leads from page to page, the search box finds a sentence of the
documents and its hit leads to the sentence, a sentence's scenario link leads to the scenario,
nothing is requested outside the folder, and with scripts off the search page lists everything.
Screenshots go to `$KOTOBA_ARTIFACTS` (default `.tox/artifacts`)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from tests.support.chromium import (
    ARTIFACTS,
    headless_chromium,
    needs_chromium,
    requests_made_by,
    wait_for_url,
)

if TYPE_CHECKING:
    from selenium import webdriver

SITE = Path(__file__).resolve().parents[2] / "docs" / "site"
SENTENCE = '"Likes jasmine tea and the colour indigo" returns:'
SCENARIO = "The documented Spanish fact is refused"


def _shot(browser: webdriver.Chrome, name: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    assert browser.save_screenshot(str(ARTIFACTS / name))


@needs_chromium
def test_navigation_search_and_a_scenario_link_work_in_chromium() -> None:
    from selenium.webdriver.common.by import By  # noqa: PLC0415 - only with Chromium
    from selenium.webdriver.common.keys import Keys  # noqa: PLC0415

    home = (SITE / "index.html").as_uri()
    with headless_chromium(performance_log=True) as browser:
        browser.set_window_size(1280, 1000)
        browser.get(home)
        _shot(browser, "site-home.png")
        browser.find_element(By.LINK_TEXT, "Memory").click()
        assert wait_for_url(browser, "/document-000.html").endswith("/document-000.html")
        assert browser.find_element(By.TAG_NAME, "h1").text == "Memory"
        _shot(browser, "site-document.png")

        box = browser.find_element(By.CSS_SELECTOR, "nav input[name=q]")
        box.send_keys("JASMINE tea", Keys.ENTER)
        search = wait_for_url(browser, "/search.html?q=JASMINE+tea")
        shown = [
            li for li in browser.find_elements(By.CSS_SELECTOR, "#entries li") if li.is_displayed()
        ]
        assert [li.find_element(By.TAG_NAME, "a").text for li in shown] == [SENTENCE]
        assert browser.find_element(By.ID, "count").text.startswith("1 of ")
        _shot(browser, "site-search.png")
        shown[0].find_element(By.TAG_NAME, "a").click()
        hit = wait_for_url(browser, "/document-000.html#")
        assert hit.startswith((SITE / "document-000.html").as_uri())
        anchor = hit.partition("#")[2]
        sentence = browser.find_element(By.ID, anchor)
        assert SENTENCE in sentence.text
        top = browser.execute_script("return arguments[0].getBoundingClientRect().top", sentence)
        assert -1 < top < 200, "the sentence is not where the page scrolled to"

        browser.get((SITE / "document-000.html").as_uri())
        english = next(
            div
            for div in browser.find_elements(By.CSS_SELECTOR, "div.sentence.normative")
            if div.find_element(By.CLASS_NAME, "text").text == "English only."
        )
        cells = english.find_elements(By.CSS_SELECTOR, "table.results td")
        assert cells
        assert all(cell.get_attribute("class") for cell in cells)
        english.find_element(By.LINK_TEXT, SCENARIO).click()
        link = wait_for_url(browser, "/writing.html#L")
        assert link.startswith((SITE / "writing.html").as_uri() + "#L")
        scenario = browser.find_element(By.ID, link.partition("#")[2])
        assert SCENARIO in scenario.find_element(By.TAG_NAME, "h4").text
        assert "Results:" in scenario.text
        writing = link.partition("#")[0]
        _shot(browser, "site-scenario.png")

        visited = [home, (SITE / "document-000.html").as_uri(), search, writing]
        requested = [url for page in visited for url in requests_made_by(browser, page)]
    assert requested
    assert all(url.startswith(SITE.as_uri() + "/") for url in requested), requested


@needs_chromium
def test_with_scripts_off_the_search_page_lists_every_entry() -> None:
    from selenium.webdriver.common.by import By  # noqa: PLC0415 - only with Chromium

    with headless_chromium() as browser:
        browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
        browser.set_window_size(1280, 1000)
        browser.get((SITE / "search.html").as_uri() + "?q=jasmine")
        entries = browser.find_elements(By.CSS_SELECTOR, "#entries li")
        assert len(entries) > 500
        assert all(li.is_displayed() for li in entries[:50])
        assert not browser.find_element(By.ID, "searching").is_displayed()
        _shot(browser, "site-search-no-script.png")
