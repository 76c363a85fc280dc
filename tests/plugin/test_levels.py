"""Required and optional scenarios: only a required failure fails a run, unless it is strict.

The features here are a scratch copy of one documented check, run through the plugin with the
shipped steps, so the test holds whichever scenarios the shipped features tag `@optional`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ADAPTER = "tests.broken.spanish_refusal_with_a_hyphen:Adapter"
FEATURE = """\
Feature: Refusals, at two levels
  A scratch feature for the suite's own tests: the same refusal checked by a required
  scenario that the broken implementation passes, and by an optional one it fails.

  @WRITE-5
  Scenario: A refused write leaves the store as it was
    Given an empty memory store
    When the model writes the fact "Vive en Madrid"
    Then no file in the memory store has changed

  @optional
  Rule: The refusal's wording
    @WRITE-2
    Scenario: The refusal is worded as documented
      Given an empty memory store
      When the model writes the fact "Vive en Madrid"
      Then the reply starts with:
        \"\"\"
        NOT SAVED — memory is stored in ENGLISH
        \"\"\"

  Rule: The refusal's wording, per example
    @WRITE-2
    Scenario Outline: A Spanish fact is refused in the documented words
      Given an empty memory store
      When the model writes the fact "<fact>"
      Then the reply starts with:
        \"\"\"
        NOT SAVED — memory is stored in ENGLISH
        \"\"\"

      @optional
      Examples:
        | fact                  |
        | Su perro se llama Luna |
"""


@pytest.fixture
def scratch(tmp_path: Path) -> Path:
    (tmp_path / "levels.feature").write_text(FEATURE, encoding="utf-8")
    (tmp_path / "conftest.py").write_text(
        'pytest_plugins = ["kotoba_conformance.steps.conftest"]\n', encoding="utf-8"
    )
    (tmp_path / "test_levels.py").write_text(
        'from pytest_bdd import scenarios\n\nscenarios("levels.feature")\n', encoding="utf-8"
    )
    return tmp_path


def run(folder: Path, *options: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    command = [sys.executable, "-m", "pytest", str(folder), "-p", "no:cacheprovider",
               "-p", "no:xdist", f"--rootdir={folder}", "-q", "--tb=no",
               f"--kotoba-adapter={ADAPTER}", f"--kotoba-report-json={folder / 'r.json'}",
               *options]  # fmt: skip
    return subprocess.run(
        command, capture_output=True, text=True, cwd=folder, env=env, timeout=300, check=False
    )


@pytest.mark.runs_the_kit
def test_a_run_whose_only_failures_are_optional_passes(scratch: Path) -> None:
    completed = run(scratch)
    assert completed.returncode == 0, completed.stdout
    report = json.loads((scratch / "r.json").read_text(encoding="utf-8"))
    assert report["clauses"]["WRITE-2"]["status"] == "optional only"
    assert report["clauses"]["WRITE-2"]["optional_failed"]
    levels = {s["scenario"].partition(": ")[2]: s["level"] for s in report["scenarios"]}
    assert levels == {
        "A refused write leaves the store as it was": "required",
        "The refusal is worded as documented": "optional",
        "A Spanish fact is refused in the documented words [Su perro se llama Luna]": "optional",
    }
    assert "1 passed, 2 optional failed in " in completed.stdout  # pytest's line, in our words
    assert "optional scenarios failed: advice" in completed.stdout


@pytest.mark.runs_the_kit
def test_a_strict_run_fails_on_an_optional_failure(scratch: Path) -> None:
    completed = run(scratch, "--kotoba-strict")
    assert completed.returncode == 1, completed.stdout
    report = json.loads((scratch / "r.json").read_text(encoding="utf-8"))
    assert report["strict"] is True
    assert report["summary"]["run failed"] is True
