"""The reference's Settings → Memory panel in a real browser: headless Chromium clicks a topic's
delete button, and the topic is gone from the page and from disk. The click working proves the
panel's Content-Security-Policy lets its own script run and reach its own origin, and the
DELETE the browser sends (with its Origin) passes the app's origin check; the button's margin
proves the policy lets its own style apply.

Needs Debian's `chromium` and `chromium-driver` (`.ci/run` installs them); skipped, saying so,
where they are absent. The screenshot goes to `$KOTOBA_ARTIFACTS` (default `.tox/artifacts`).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.ui import WebDriverWait

from tests.support.chromium import ARTIFACTS, headless_chromium, needs_chromium

pytestmark = needs_chromium


@pytest.fixture
def browser() -> Iterator[webdriver.Chrome]:
    with headless_chromium() as driver:
        yield driver


@pytest.fixture
def system(tmp_path: Path) -> Iterator[ReferenceSystem]:
    opened = ReferenceAdapter().open({"env": {"HOME": str(tmp_path), "KOTOBA_HOME": str(tmp_path)}})
    for fact, topic in [
        ("Has a cat named Luna", "pets"),
        ("Works as a security engineer", "work"),
        ("Favorite color is cobalt blue", "preferences"),
    ]:
        opened.write_fact(fact, topic)
    yield opened
    opened.close()


def topic_labels(browser: webdriver.Chrome) -> list[str]:
    return [row.find_element(By.CSS_SELECTOR, ".topic").text for row in rows(browser)]


def rows(browser: webdriver.Chrome) -> list[WebElement]:
    return browser.find_elements(By.CSS_SELECTOR, "#topics li")


def test_clicking_delete_removes_the_topic_from_page_and_disk(
    browser: webdriver.Chrome, system: ReferenceSystem
) -> None:
    served = system.http_app()
    browser.get(served["base_url"] + served["panel_path"])
    assert topic_labels(browser) == ["pets · 1", "preferences · 1", "work · 1"]
    assert "Has a cat named Luna" not in browser.find_element(By.TAG_NAME, "body").text

    pets = next(row for row in rows(browser) if row.get_attribute("data-slug") == "pets")
    assert pets.find_element(By.TAG_NAME, "button").value_of_css_property("margin-left") == "16px"
    pets.find_element(By.TAG_NAME, "button").click()
    WebDriverWait(browser, 10).until(lambda b: len(rows(b)) == 2)

    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    assert browser.save_screenshot(str(ARTIFACTS / "memory-panel-after-delete.png"))
    assert topic_labels(browser) == ["preferences · 1", "work · 1"]
    memory = system.store.memory_dir
    assert not (memory / "topics" / "pets.md").exists()
    assert "pets" not in (memory / "USER.md").read_text(encoding="utf-8")

    browser.refresh()
    assert topic_labels(browser) == ["preferences · 1", "work · 1"]


def test_the_panel_opened_as_localhost_deletes_too(
    browser: webdriver.Chrome, system: ReferenceSystem
) -> None:
    served = system.http_app()
    local = served["base_url"].replace("127.0.0.1", "localhost")
    browser.get(local + served["panel_path"])
    work = next(row for row in rows(browser) if row.get_attribute("data-slug") == "work")
    work.find_element(By.TAG_NAME, "button").click()
    WebDriverWait(browser, 10).until(lambda b: len(rows(b)) == 2)
    assert not (system.store.memory_dir / "topics" / "work.md").exists()
