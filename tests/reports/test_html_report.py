"""The HTML report (`--report-html`): the features as living documentation and a failure report,
the implementation under test named first, what failed before everything else, each scenario
with its result and its citations, the clause index with anchors (failing clauses first, their
failing scenarios marked, clause text rendered from Markdown), each resolution's text linked from
its tags, and nothing that reaches outside the page; then the same page, of a failing and of a
passing run, in headless Chromium, which must make no request beyond the file, with screenshots
kept as artifacts. The page of a real run is a snapshot in `test_report_formats.py`."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from kotoba_conformance.contract import catalogue
from kotoba_conformance.contract.provenance import IN_PROCESS, Implementation, Provenance
from kotoba_conformance.reports import inline_markdown
from kotoba_conformance.reports import table as verdict
from kotoba_conformance.reports.html_page import load_features, to_html
from kotoba_conformance.reports.outcomes import Failure, Level, Outcome, ScenarioResult

from tests.support.chromium import (
    ARTIFACTS,
    headless_chromium,
    needs_chromium,
    requests_made_by,
    wait_for_url,
)


def result(
    name: str, clauses: tuple[str, ...], outcome: str, level: str = "required", **details: Any
) -> ScenarioResult:
    """A recorded scenario result, written with the JSON report's words."""
    return ScenarioResult(name, clauses, Outcome(outcome), Level(level), **details)


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

    @WRITE-1 @WRITE-2 @R13
    Scenario: A Spanish fact is refused
      > memory is stored in ENGLISH
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
    result("demo.feature: A fact is saved", ("WRITE-1",), "passed"),
    result(
        "demo.feature: A Spanish fact is refused",
        ("WRITE-1", "WRITE-2"),
        "failed",
        charged=("WRITE-2",),
        failure=Failure('Then the reply starts with "NOT SAVED"', "demo.feature:21", BROKEN),
        resolutions=("R13",),
    ),
    *[
        result(
            f"demo.feature: A fact with <signal> is refused [{example}]",
            ("WRITE-2",),
            outcome,
            level="optional",
        )
        for example, outcome in [("accent-Está aquí", "passed"), ("words-Su color es", "failed")]
    ],
    result("demo.feature: A duplicate is found in another topic", ("WRITE-6",), "xfailed"),
    result(
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
    table = verdict.rows(clauses, ["facts"], OUTCOMES, known={"WRITE-6"})
    html = to_html(table, OUTCOMES, clauses, load_features(folder), run=DEMO)
    path = folder / "report.html"
    path.write_text(html, encoding="utf-8")
    return path


DEMO = Provenance(
    Implementation(IN_PROCESS, "demo:Adapter", None, "demo:Adapter"), "9.9", "sha256:0123456789ab"
)


@pytest.fixture(scope="module")
def passing_page(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The same feature, every scenario passed."""
    folder = tmp_path_factory.mktemp("passing")
    (folder / "demo.feature").write_text(FEATURE, encoding="utf-8")
    clauses = {cid: catalogue.clauses()[cid] for cid in CLAUSES}
    passed = [
        result(o.scenario, o.clauses, "passed", o.level.value, resolutions=o.resolutions)
        for o in OUTCOMES
    ]
    table = verdict.rows(clauses, ["facts", "session-search"], passed)
    path = folder / "report.html"
    path.write_text(
        to_html(table, passed, clauses, load_features(folder), run=DEMO), encoding="utf-8"
    )
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
        "demo-30": "optional-failed",
        "demo-40": "known-failure",
        "demo-44": "not-claimed",
    }
    assert '<span class="result passed">passed</span> <code>accent-Está aquí</code>' in html


def test_clauses_are_anchors_that_scenario_tags_link_to(page: Path) -> None:
    html = page.read_text(encoding="utf-8")
    for cid in CLAUSES:
        assert html.count(f'<tr id="{cid}">') == 1
        assert f'href="#{cid}"' in html
        text = inline_markdown.render(catalogue.clauses()[cid].text, [*CLAUSES, "R2"])
        assert f"<td>{text}</td>" in html
    assert '<a href="#demo-20">A Spanish fact is refused</a>' in html
    assert 'id="R13"' in html
    assert '<a class="tag" href="#R13">@R13</a>' in html


def test_the_header_has_the_totals(page: Path) -> None:
    html = page.read_text(encoding="utf-8")
    assert "<h1>Kotoba memory conformance: failed</h1>" in html
    assert (
        "<title>Kotoba memory conformance of in-process adapter demo:Adapter: failed</title>"
        in (html)
    )
    assert (
        '<p class="implementation">implementation under test: '
        "<b>in-process adapter demo:Adapter</b></p>"
    ) in html
    assert "judged by kotoba-conformance 9.9, catalogue sha256:0123456789ab" in html
    assert "clauses: 1 passed, 1 FAILED, 1 known failure, 1 not claimed, 0 not run" in html
    assert (
        "scenarios by result (an outline by its worst row): 1 FAILED, 1 optional failed, "
        "1 known failure, 1 passed, 1 not claimed"
    ) in html
    # four scenarios ran (the outline once), five runs (its two rows), five checks (the Spanish
    # fact failed at WRITE-2's check, so it counts for WRITE-2 alone); the scenario not claimed
    # is in none of them
    assert (
        '<p id="counts">scenarios: 4 (an outline once) · runs: 5 (an outline once per row, as '
        "pytest counts) · checks: 5 (a run, once per clause it checks)</p>"
    ) in html


def test_a_table_of_contents_leads_to_each_part_and_each_feature(page: Path) -> None:
    html = page.read_text(encoding="utf-8")
    contents = section(html, '<nav id="contents">', "</nav>")
    links = re.findall(r'<a href="#([\w-]+)">', contents)
    assert links == ["failures", "clause-index", "resolutions", "demo"]
    assert all(f'id="{anchor}"' in html for anchor in links)
    assert "(5 scenarios)" in contents  # shown on the page, the one not claimed too
    assert html.index('id="contents"') < html.index('id="failures"')


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


def section(html: str, start: str, end: str) -> str:
    return html[html.index(start) : html.index(end, html.index(start))]


def test_what_failed_comes_before_the_clauses_worst_first(page: Path) -> None:
    html = page.read_text(encoding="utf-8")
    failed = section(html, '<h2 id="failures">What failed</h2>', '<h2 id="clause-index">')
    assert html.index('id="failures"') < html.index('id="clauses"') < html.index('id="demo"')
    entries = re.findall(r'<div class="what-failed ([\w-]+)">', failed)
    assert entries == ["FAILED", "optional-failed"]
    assert '<b><a href="#demo-20">demo.feature: A Spanish fact is refused</a></b>' in failed
    assert '<a class="tag" href="#WRITE-2">@WRITE-2</a>' in failed  # the clause it is charged to
    assert 'rests on <a class="tag" href="#R13">@R13</a> the Spanish check' in failed
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in failed
    assert "known failure" not in failed  # declared, and failed as declared: not a failure


def test_the_failing_clauses_come_first_with_their_failing_scenario_marked(page: Path) -> None:
    html = page.read_text(encoding="utf-8")
    rows = re.findall(r'<tr id="([\w-]+)">(.*?)</tr>', section(html, 'id="clauses"', "</table>"))
    assert [cid for cid, _ in rows] == ["WRITE-2", "WRITE-1", "WRITE-6", "SESS-1"]
    write_2 = dict(rows)["WRITE-2"]
    assert (
        '<span class="result FAILED">FAILED</span> <a href="#demo-20">A Spanish fact is refused</a>'
        in write_2
    )
    assert '<span class="result optional-failed">optional failed</span> <a href="#demo-30">' in (
        write_2
    )
    # charged to WRITE-2 alone: in WRITE-1's row the same scenario is not marked failed
    assert '<a href="#demo-20">A Spanish fact is refused</a>' in dict(rows)["WRITE-1"]
    assert "FAILED</span> <a" not in dict(rows)["WRITE-1"]


def test_clause_and_resolution_texts_are_rendered_from_markdown(page: Path) -> None:
    html = page.read_text(encoding="utf-8")
    write_2 = section(html, '<tr id="WRITE-2">', "</tr>")
    assert "**" not in write_2
    assert "`" not in write_2
    assert "<strong>exact</strong>" in write_2
    assert "<code>NOT SAVED — memory is stored in ENGLISH;" in write_2
    r13 = section(html, '<div class="resolution" id="R13">', "</div>")
    assert (
        '<h3>R13 — the Spanish check&#x27;s examples (<a href="#WRITE-2">WRITE-2</a>, WRITE-3)'
        in r13
    )
    assert "<code>@optional</code>" in r13
    assert 'rested on by: <a href="#demo-20">A Spanish fact is refused</a>' in r13
    assert html.count('<div class="resolution" id="R') == len(catalogue.resolutions())


def test_a_scenarios_citations_are_shown_beside_it(page: Path) -> None:
    html = page.read_text(encoding="utf-8")
    box = section(html, 'id="demo-20"', "</div>")
    assert '<blockquote class="citation">memory is stored in ENGLISH</blockquote>' in box
    assert "&gt; memory" not in box  # the quote is not repeated as prose


@needs_chromium
def test_the_page_loads_in_chromium_with_no_external_request(page: Path) -> None:
    from selenium.webdriver.common.by import By  # noqa: PLC0415 - only with Chromium

    with headless_chromium(performance_log=True) as browser:
        browser.set_window_size(1400, 1100)
        browser.get(page.as_uri())
        rows = browser.find_elements(By.CSS_SELECTOR, "#clauses tr[id]")
        assert [row.get_attribute("id") for row in rows] == [
            "WRITE-2",
            "WRITE-1",
            "WRITE-6",
            "SESS-1",
        ]
        assert rows[0].find_element(By.CSS_SELECTOR, ".result").text == "FAILED"
        failures = browser.find_element(By.ID, "failures")
        assert failures.location["y"] < rows[0].location["y"]
        citation = browser.find_element(By.CSS_SELECTOR, "#demo-20 blockquote.citation")
        title = browser.find_element(By.CSS_SELECTOR, "#demo-20 b")
        assert citation.location["x"] > title.location["x"] + 300  # beside it, not above it
        code = rows[0].find_element(By.TAG_NAME, "code")
        assert code.value_of_css_property("font-family").startswith("monospace")
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        assert browser.save_screenshot(str(ARTIFACTS / "html-report.png"))
        requested = requests_made_by(browser, page.as_uri())
        resources = browser.execute_script(
            "return performance.getEntriesByType('resource').map(e => e.name)"
        )
    assert requested == [page.as_uri()]
    assert resources == []


@needs_chromium
def test_a_passing_page_in_chromium_has_no_failures_section(passing_page: Path) -> None:
    from selenium.webdriver.common.by import By  # noqa: PLC0415 - only with Chromium

    with headless_chromium() as browser:
        browser.set_window_size(1400, 1100)
        browser.get(passing_page.as_uri())
        assert browser.find_elements(By.ID, "failures") == []
        statuses = [
            row.find_element(By.CSS_SELECTOR, ".result").text
            for row in browser.find_elements(By.CSS_SELECTOR, "#clauses tr[id]")
        ]
        assert statuses == ["passed"] * len(CLAUSES)
        browser.find_element(By.CSS_SELECTOR, 'a.tag[href="#R13"]').click()
        assert wait_for_url(browser, "#R13").endswith("#R13")
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        assert browser.save_screenshot(str(ARTIFACTS / "html-report-passing.png"))
