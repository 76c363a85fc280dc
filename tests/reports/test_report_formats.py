"""Each report format, for one run with a failure, a known failure and unclaimed capabilities:
JSON valid against its shipped schema, Markdown, JUnit XML and the HTML page as snapshots,
Cucumber JSON (from pytest-bdd) per scenario and step."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from importlib import resources
from pathlib import Path

import jsonschema
import pytest
from kotoba_conformance.contract import catalogue
from kotoba_conformance.contract.provenance import kit_version
from syrupy.assertion import SnapshotAssertion

ROOT = Path(__file__).resolve().parents[2]
CLAUSES = "WRITE-2,WRITE-6,SESS-1,PATH-1,PROF-3"
pytestmark = pytest.mark.runs_the_kit  # every test reads the reports of one run of the kit


def versionless(text: str) -> str:
    """A report without the kit's and the catalogue's versions, which every release and every
    edit of clauses.md change: the snapshot keeps where they are shown, not what they are."""
    return (
        text.replace(catalogue.version(), "sha256:(catalogue)")
        .replace(f"kotoba-conformance {kit_version()}", "kotoba-conformance (version)")
        .replace(f'name="kit.version" value="{kit_version()}"', 'name="kit.version" value="(v)"')
    )


@pytest.fixture(scope="module")
def reports(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("reports")
    command = ["run", "--adapter", "tests.support.adapters:TwoBugsOneDeclared", "--clause", CLAUSES]
    for option, name in [("--json", "r.json"), ("--markdown", "r.md"), ("--junit", "r.xml"),
                         ("--cucumber", "r.cucumber.json"), ("--html", "r.html")]:  # fmt: skip
        command += [option, str(folder / name)]
    completed = subprocess.run(
        [sys.executable, "-m", "kotoba_conformance", *command],
        capture_output=True, text=True, cwd=ROOT, timeout=600, check=False,
    )  # fmt: skip
    assert completed.returncode == 1, completed.stdout[-3000:] + completed.stderr
    return folder


def test_the_json_report_follows_its_shipped_schema(reports: Path) -> None:
    schema = json.loads(
        resources.files("kotoba_conformance.reports")
        .joinpath("report.schema.json")
        .read_text("utf-8")
    )
    jsonschema.Draft202012Validator.check_schema(schema)
    data = json.loads((reports / "r.json").read_text(encoding="utf-8"))
    jsonschema.validate(data, schema, cls=jsonschema.Draft202012Validator)
    statuses = {cid: row["status"] for cid, row in data["clauses"].items()}
    assert statuses == {
        "WRITE-2": "FAILED",
        "WRITE-6": "known failure",
        "SESS-1": "not claimed",
        "PATH-1": "not claimed",
        "PROF-3": "passed",
    }


def test_the_markdown_summary(reports: Path, snapshot: SnapshotAssertion) -> None:
    assert versionless((reports / "r.md").read_text(encoding="utf-8")) == snapshot


def test_the_junit_report(reports: Path, snapshot: SnapshotAssertion) -> None:
    text = (reports / "r.xml").read_text(encoding="utf-8")
    suites = ET.fromstring(text.encode())
    failures = {s.get("name"): s.get("failures") for s in suites}
    assert failures["WRITE-2 (facts)"] == "3"
    assert failures["WRITE-6 (facts)"] == "0"
    assert versionless(text) == snapshot


def test_the_html_page(reports: Path, snapshot: SnapshotAssertion) -> None:
    assert versionless((reports / "r.html").read_text(encoding="utf-8")) == snapshot


def test_the_cucumber_report_has_each_scenario_and_step(reports: Path) -> None:
    features = json.loads((reports / "r.cucumber.json").read_text(encoding="utf-8"))
    steps = [
        step["result"]["status"]
        for feature in features
        for scenario in feature["elements"]
        for step in scenario["steps"]
    ]
    assert "failed" in steps
    assert "passed" in steps
    tags = {tag["name"] for f in features for s in f["elements"] for tag in s["tags"]}
    assert {"WRITE-2", "WRITE-6"} <= tags


def _scenarios_and_steps(path: Path) -> list[tuple[str, str, list[tuple[str, str]]]]:
    """Each scenario of a Cucumber JSON file: its feature, its id, and its steps' names and
    statuses (durations differ from run to run)."""
    features = json.loads(path.read_text(encoding="utf-8"))
    return [
        (
            feature["uri"],
            scenario["id"],
            [(s["name"], s["result"]["status"]) for s in scenario["steps"]],
        )
        for feature in features
        for scenario in feature["elements"]
    ]


def test_the_cucumber_report_under_two_workers_holds_every_scenario_as_one_process_does(
    reports: Path, tmp_path: Path
) -> None:
    """pytest-bdd records each scenario beside its report in the process that ran it: under
    xdist the file used to be `[]`. The plugin carries the record to the controller."""
    path = tmp_path / "r.cucumber.json"
    command = ["run", "--adapter", "tests.support.adapters:TwoBugsOneDeclared", "--clause", CLAUSES]
    completed = subprocess.run(
        [sys.executable, "-m", "kotoba_conformance", *command, "-n", "2", "--cucumber", str(path)],
        capture_output=True, text=True, cwd=ROOT, timeout=600, check=False,
    )  # fmt: skip
    assert completed.returncode == 1, completed.stdout[-3000:] + completed.stderr
    in_one = _scenarios_and_steps(reports / "r.cucumber.json")
    assert in_one
    assert _scenarios_and_steps(path) == in_one


@pytest.fixture(scope="module")
def without_a_browser(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The reports of a strict run of HTTP-5 where Chromium's driver is missing: two of its
    four required scenarios cannot run here."""
    folder = tmp_path_factory.mktemp("no-browser")
    command = ["run", "--clause", "HTTP-5", "--strict"]
    for option, name in [("--json", "r.json"), ("--markdown", "r.md"), ("--junit", "r.xml"),
                         ("--html", "r.html")]:  # fmt: skip
        command += [option, str(folder / name)]
    env = {**os.environ, "KOTOBA_CHROMEDRIVER": "/nonexistent/chromedriver"}
    completed = subprocess.run(
        [sys.executable, "-m", "kotoba_conformance", *command],
        capture_output=True, text=True, cwd=ROOT, env=env, timeout=600, check=False,
    )  # fmt: skip
    assert completed.returncode == 1, completed.stdout[-3000:] + completed.stderr
    (folder / "stdout.txt").write_text(completed.stdout, encoding="utf-8")
    return folder


def test_every_format_shows_the_required_scenarios_a_machine_skipped(
    without_a_browser: Path, snapshot: SnapshotAssertion
) -> None:
    row = "HTTP-5     http            passed          2/2 · 4 skipped: no headless Chromium"
    summary = "checks passed: required 2/2, optional 0/0 · 4 required skipped"
    printed = (without_a_browser / "stdout.txt").read_text(encoding="utf-8")
    assert row in printed.splitlines()
    assert summary in printed
    markdown = (without_a_browser / "r.md").read_text(encoding="utf-8")
    assert "| HTTP-5 | http | ✅ passed | 2/2 · 4 skipped: no headless Chromium |" in markdown
    assert summary in markdown
    page = (without_a_browser / "r.html").read_text(encoding="utf-8")
    assert "2/2 · 4 skipped: no headless Chromium" in page
    assert summary in page
    junit = (without_a_browser / "r.xml").read_text(encoding="utf-8")
    assert versionless(junit) == snapshot


def test_the_json_report_lists_each_skipped_scenario_with_its_whole_reason(
    without_a_browser: Path,
) -> None:
    schema = json.loads(
        resources.files("kotoba_conformance.reports")
        .joinpath("report.schema.json")
        .read_text("utf-8")
    )
    data = json.loads((without_a_browser / "r.json").read_text(encoding="utf-8"))
    jsonschema.validate(data, schema, cls=jsonschema.Draft202012Validator)
    skipped = data["clauses"]["HTTP-5"]["skipped"]
    assert len(skipped) == 4
    for skip in skipped:
        assert skip["reason"].startswith("no headless Chromium: ")
        assert "apt-get install chromium chromium-driver" in skip["reason"]
    assert data["summary"]["required scenarios skipped"] == 4
    assert data["summary"]["run failed"] is True  # strict
