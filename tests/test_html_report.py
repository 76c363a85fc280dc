"""The HTML report (`--report-html`): the features as living documentation, each scenario with
its result, the clause index with anchors, and nothing that reaches outside the page; then the
same page in headless Chromium, which must make no request beyond the file, with a screenshot
kept as an artifact. The page of a real run is a snapshot in `test_report_formats.py`."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from kotoba_conformance.contract import catalogue
from kotoba_conformance.reports import table as report
from kotoba_conformance.reports.html_page import load_features, to_html
from selenium.webdriver.common.by import By

from tests.chromium import ARTIFACTS, headless_chromium, needs_chromium, requests_made_by

FEATURE = '''\
@facts
Feature: A <small> feature
  What the area is for, in two sentences. The second one says why.

  Background:
    Given an empty memory store

  Rule: Written facts are saved
    The rule's own description.

    @WRITE-1
    Scenario: A fact is saved
      When the model writes the fact "Has a cat" under topic "pets"
      Then the result is:
        """
        {"written": true}
        """

    @WRITE-1 @WRITE-2
    Scenario: A Spanish fact is refused
      When the model writes these facts:
        | fact         | topic |
        | Vive en <b>  | home  |
      Then the reply starts with "NOT SAVED"

  Rule: Facts with <signal> are refused

    @WRITE-2 @optional
    Scenario Outline: A fact with <signal> is refused
      When the model writes the fact "<fact>"
      Then nothing is written

      Examples:
        | signal | fact        |
        | accent | Está aquí   |
        | words  | Su color es |

    @WRITE-6
    Scenario: A duplicate is found in another topic
      Then the duplicate is quoted

    @SESS-1
    Scenario: A search finds a turn
      Then the turn is found
'''
CLAUSES = ("WRITE-1", "WRITE-2", "WRITE-6", "SESS-1")
BROKEN = "expected a refusal, got <script>alert(1)</script>"
OUTCOMES = [
    report.Outcome("demo.feature: A fact is saved", ("WRITE-1",), "passed"),
    report.Outcome(
        "demo.feature: A Spanish fact is refused",
        ("WRITE-1", "WRITE-2"),
        "failed",
        charged=("WRITE-2",),
        failure=report.Failure('Then the reply starts with "NOT SAVED"', "demo.feature:20", BROKEN),
    ),
    *[
        report.Outcome(
            f"demo.feature: A fact with <signal> is refused [{example}]",
            ("WRITE-2",),
            result,
            level=report.OPTIONAL,
        )
        for example, result in [("accent-Está aquí", "passed"), ("words-Su color es", "failed")]
    ],
    report.Outcome("demo.feature: A duplicate is found in another topic", ("WRITE-6",), "xfailed"),
    report.Outcome(
        "demo.feature: A search finds a turn",
        ("SESS-1",),
        "skipped",
        reason="not claimed: session-search",
    ),
]


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("features")
    (folder / "demo.feature").write_text(FEATURE, encoding="utf-8")
    clauses = {cid: catalogue.clauses()[cid] for cid in CLAUSES}
    table = report.rows(clauses, ["facts"], OUTCOMES, known={"WRITE-6"})
    html = to_html(table, OUTCOMES, clauses, load_features(folder), adapter="demo:Adapter")
    path = folder / "report.html"
    path.write_text(html, encoding="utf-8")
    return path


def scenario_results(html: str) -> dict[str, str]:
    """Each scenario's anchor and the result its box is marked with."""
    found = re.findall(r'<div class="scenario ([\w-]+)" id="([\w-]+)"', html)
    return {anchor: result for result, anchor in found}


def test_each_scenario_shows_its_result_in_this_run(page: Path) -> None:
    html = page.read_text(encoding="utf-8")
    assert scenario_results(html) == {
        "demo-12": "passed",
        "demo-20": "FAILED",
        "demo-29": "optional-failed",
        "demo-39": "known-failure",
        "demo-43": "not-claimed",
    }
    assert '<span class="result passed">passed</span> <code>accent-Está aquí</code>' in html


def test_clauses_are_anchors_that_scenario_tags_link_to(page: Path) -> None:
    html = page.read_text(encoding="utf-8")
    for cid in CLAUSES:
        assert html.count(f'<tr id="{cid}">') == 1
        assert f'href="#{cid}"' in html
        assert report.own_message(catalogue.clauses()[cid].text)[:30] in html.replace("&#x27;", "'")
    assert '<a href="#demo-20">A Spanish fact is refused</a>' in html


def test_the_header_has_the_totals(page: Path) -> None:
    html = page.read_text(encoding="utf-8")
    assert "<h1>Kotoba memory conformance: failed</h1>" in html
    assert "clauses: 1 passed, 1 FAILED, 1 known failure, 1 not claimed, 0 not run" in html
    assert (
        "scenarios: 1 FAILED, 1 optional failed, 1 known failure, 1 passed, 1 not claimed" in html
    )


def test_prose_steps_doc_strings_tables_and_examples_are_rendered(page: Path) -> None:
    html = page.read_text(encoding="utf-8")
    for text in [
        "What the area is for, in two sentences. The second one says why.",
        "The rule&#x27;s own description.",
        "<pre>{&quot;written&quot;: true}</pre>",
        "<td>Vive en &lt;b&gt;</td>",
        "<th>signal</th><th>fact</th>",
        "<td>Su color es</td>",
        "Rule: Facts with &lt;signal&gt; are refused",
    ]:
        assert text in html


def test_all_text_is_escaped_and_nothing_points_outside_the_page(page: Path) -> None:
    html = page.read_text(encoding="utf-8")
    assert "<script" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert "Feature: A &lt;small&gt; feature" in html
    assert "default-src 'none'; style-src 'unsafe-inline'" in html
    references = re.findall(r'(?:src|href|action)\s*=\s*"([^"]*)"', html)
    assert references
    assert all(reference.startswith("#") for reference in references)
    assert "url(" not in html
    assert "@import" not in html


@needs_chromium
def test_the_page_loads_in_chromium_with_no_external_request(page: Path) -> None:
    with headless_chromium(performance_log=True) as browser:
        browser.set_window_size(1400, 1100)
        browser.get(page.as_uri())
        rows = browser.find_elements(By.CSS_SELECTOR, "#clauses tr[id]")
        assert [row.get_attribute("id") for row in rows] == list(CLAUSES)
        assert rows[1].find_element(By.CSS_SELECTOR, ".result").text == "FAILED"
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        assert browser.save_screenshot(str(ARTIFACTS / "html-report.png"))
        requested = requests_made_by(browser, page.as_uri())
        resources = browser.execute_script(
            "return performance.getEntriesByType('resource').map(e => e.name)"
        )
    assert requested == [page.as_uri()]
    assert resources == []
