"""What an implementer sees when something is wrong: the clause first, the step, and the
difference named down to the character. Snapshots of the real output for one broken
implementation, and of each kind of message the `expect` helpers build."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from kotoba_conformance.contract import catalogue
from kotoba_conformance.contract.provenance import kit_version
from kotoba_conformance.plugin.scenarios import openable
from kotoba_conformance.steps.support.expect import (
    expect_lines,
    expect_starts_with,
    expect_text,
    lines_mismatch,
)
from syrupy.assertion import SnapshotAssertion

ROOT = Path(__file__).resolve().parents[2]
PROGRESS = re.compile(r"^[.FsxEok]+\s+\[\s*\d+%\]$")
TIMING = re.compile(r" in [\d.]+s$")
DESELECTED = re.compile(r"\b\d+ deselected\b")


def cli_run(
    *args: str, cwd: Path = ROOT, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kotoba_conformance", "run", *args],
        capture_output=True, text=True, cwd=cwd, timeout=600, check=False,
        env=None if env is None else {**os.environ, **env},
    )  # fmt: skip


def stable(output: str) -> str:
    """The output without pytest's progress dots, the run's duration, how many scenarios other
    features hold, the kit's and catalogue's versions, and where the feature files lie (the
    checkout's `features/`, or the installed wheel's copy tox runs against)."""
    features = Path(openable("features/x.feature")).parent
    lines = [
        DESELECTED.sub("(others) deselected", TIMING.sub(" in (time)", line))
        .replace(f"({features}/", "(features/")
        .replace(catalogue.version(), "sha256:(catalogue)")
        .replace(f"kotoba-conformance {kit_version()}", "kotoba-conformance (version)")
        for line in output.splitlines()
    ]
    return "\n".join(line for line in lines if not PROGRESS.match(line))


@pytest.mark.runs_the_kit
def test_a_wrong_dash_in_the_refusal_is_shown_clause_first(snapshot: SnapshotAssertion) -> None:
    adapter = "tests.broken.spanish_refusal_with_a_hyphen:Adapter"
    completed = cli_run("--adapter", adapter, "--clause", "WRITE-2")
    assert completed.returncode == 1
    assert "U+2014 EM DASH expected, U+002D HYPHEN-MINUS found" in completed.stdout
    assert "World(" not in completed.stdout
    assert stable(completed.stdout) == snapshot


@pytest.mark.runs_the_kit
def test_an_error_the_contract_allows_no_call_names_the_call_and_the_rule(
    snapshot: SnapshotAssertion,
) -> None:
    """A search answered with a ValueError: the step that checks the reply fails, with the call,
    its arguments, the error and what the error contract lets that call refuse."""
    adapter = "tests.broken.search_raises_when_it_finds_nothing:Adapter"
    completed = cli_run("--adapter", adapter, "--clause", "EDIT-2")
    assert completed.returncode == 1
    assert "memory_recall('security engineer') raised ValueError" in completed.stdout
    assert "World(" not in completed.stdout
    assert stable(completed.stdout) == snapshot


@pytest.mark.runs_the_kit
def test_the_scenarios_state_and_traceback_appear_only_with_verbose() -> None:
    """What docs/running.md promises for `-v`: pytest's traceback, and the scenario's state (the
    store's files, the last answer) when the step failed."""
    adapter = "tests.broken.spanish_refusal_with_a_hyphen:Adapter"
    args = ["--adapter", adapter, "--clause", "WRITE-2", "--", "-k", "documented_spanish"]
    verbose = cli_run(*args[:4], "-v", *args[4:]).stdout
    assert "conftest.py" in verbose  # pytest's traceback, with the step's source
    state = verbose[verbose.index("the scenario's state when it failed:") :]
    assert "the memory folder " in state
    assert "the last reply: 'NOT SAVED - memory is stored in ENGLISH;" in state
    quiet = cli_run(*args).stdout
    assert "the scenario's state" not in quiet
    assert "the last reply" not in quiet


@pytest.mark.runs_the_kit
def test_a_failing_scenario_names_the_resolutions_it_rests_on() -> None:
    adapter = "tests.broken.spanish_refusal_with_a_hyphen:Adapter"
    out = cli_run("--adapter", adapter, "--clause", "WRITE-2").stdout
    assert (
        "  rests on R13: the Spanish check's examples (WRITE-2, WRITE-3)"
        "  (kotoba-conformance clauses R13)"
    ) in out


@pytest.mark.runs_the_kit
def test_an_exact_prompt_that_differs_shows_expected_found_and_a_diff(
    snapshot: SnapshotAssertion,
) -> None:
    """docs/running.md: "expected against found … lists of lines get a unified diff"."""
    adapter = "tests.broken.prompt_facts_untagged:Adapter"
    completed = cli_run("--adapter", adapter, "--clause", "PROMPT-1", "--", "-k", "two_lunas")
    assert completed.returncode == 1
    out = completed.stdout
    assert "  expected:\n        Has a dog named Luna [pets]" in out
    assert "  found:\n        Has a dog named Luna\n" in out
    assert "-Has a cat named Luna [pets]\n        +Has a dog named Luna\n" in out
    assert stable(out) == snapshot


def test_a_pointer_line_that_differs_names_its_first_differing_character(
    snapshot: SnapshotAssertion,
) -> None:
    expected = "(This list is the 25 most recent of 30 facts, across 2 topics: a (20), b (10).)"
    found = expected.replace("of 30", "of 25")
    assert lines_mismatch([found], [expected], "the pointer line", "its numbers") == snapshot


@pytest.mark.runs_the_kit
def test_failure_locations_open_from_anywhere(tmp_path: Path) -> None:
    """Run from outside the checkout, as a pip user runs from their own project: every
    location printed is a file that exists, at the scenario's line."""
    adapter = "tests.broken.spanish_refusal_with_a_hyphen:Adapter"
    (tmp_path / "tests").symlink_to(ROOT / "tests")  # the broken adapter, importable from here
    out = cli_run("--adapter", adapter, "--clause", "WRITE-2", cwd=tmp_path).stdout
    locations = re.findall(r"\((/\S+\.feature):(\d+)\)", out)
    assert locations, out
    for path, line in locations:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
        assert lines[int(line) - 1].strip().startswith(("Scenario", "Then", "And", "When"))
    assert "(features/" not in out


@pytest.mark.runs_the_kit
def test_a_wrong_refusal_fails_its_own_clause_alone(tmp_path: Path) -> None:
    """The refused write left the store untouched: WRITE-5, tagged on the same scenarios, holds."""
    out = tmp_path / "report.json"
    adapter = "tests.broken.spanish_refusal_with_a_hyphen:Adapter"
    cli_run("--adapter", adapter, "--clause", "WRITE-2,WRITE-5", "--json", str(out))
    clauses = json.loads(out.read_text(encoding="utf-8"))["clauses"]
    failed = {cid for cid, row in clauses.items() if row["status"] == "FAILED"}
    assert failed == {"WRITE-2"}
    assert clauses["WRITE-5"]["status"] == "passed"


@pytest.mark.runs_the_kit
def test_a_lost_transport_makes_scenarios_errored_not_failed(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    completed = cli_run("--adapter", "tests.support.adapters:LosesItsTransport",
                        "--clause", "WRITE-2", "--json", str(out))  # fmt: skip
    assert completed.returncode == 1
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["clauses"]["WRITE-2"]["status"] == "ERRORED"
    assert report["clauses"]["WRITE-2"]["failed"] == []
    failure = report["scenarios"][0]["failure"]
    assert failure["message"] == ("TransportError: the implementation's process exited (status 1)")
    assert failure["step"].startswith("When the model writes the fact")
    assert " errored" in completed.stdout.splitlines()[-1]


@pytest.mark.runs_the_kit
def test_a_step_no_step_module_defines_makes_its_scenario_errored_not_failed(
    tmp_path: Path,
) -> None:
    out = tmp_path / "report.json"
    completed = cli_run("-n", "0", "--clause", "WRITE-2", "--json", str(out),
                        "--", "-p", "tests.support.missing_step_probe",
                        env={"MISSING_STEP": "the model writes the fact"})  # fmt: skip
    assert completed.returncode == 1, completed.stdout[-2000:]
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["clauses"]["WRITE-2"]["status"] == "ERRORED"
    assert report["clauses"]["WRITE-2"]["failed"] == []
    failures = [s["failure"] for s in report["scenarios"] if s.get("failure")]
    assert failures, "no scenario failed"
    assert all(f["message"].startswith("StepDefinitionNotFoundError") for f in failures)


def message_of(check: object, *args: object) -> str:
    with pytest.raises(AssertionError) as raised:
        check(*args)  # type: ignore[operator]
    return str(raised.value)


def test_a_long_string_names_its_first_differing_character(snapshot: SnapshotAssertion) -> None:
    expected = "NOT SAVED — that reads as more than one fact, and a compound fact can never be"
    found = expected.replace("—", "-")
    assert message_of(expect_starts_with, found + " corrected.", expected, "the reply") == snapshot


def test_a_string_cut_short_says_where_it_ends(snapshot: SnapshotAssertion) -> None:
    expected = "# Kotoba memory: what she remembers about you, one fact per line"
    assert message_of(expect_text, expected[:30], expected, "the header") == snapshot


def test_a_value_that_is_not_a_string_is_shown_as_it_is(snapshot: SnapshotAssertion) -> None:
    assert message_of(expect_text, None, "Lives in Madrid", "the reply") == snapshot


def test_files_differ_as_a_unified_diff(snapshot: SnapshotAssertion) -> None:
    found = ["Lives in Madrid", "Has a dog", "Plays chess"]
    expected = ["Lives in Madrid", "Has a cat", "Plays chess"]
    assert message_of(expect_lines, found, expected, "topics/pets.md") == snapshot


def test_multi_line_text_is_diffed_line_by_line(snapshot: SnapshotAssertion) -> None:
    expected = "# What you know about the user\n- Name: Ana"
    assert (
        message_of(expect_text, expected.replace("Ana", "Ana "), expected, "the block") == snapshot
    )


def test_equal_values_pass_silently() -> None:
    expect_text("same", "same", "the reply")
    expect_starts_with("same and more", "same", "the reply")
    expect_lines(["a"], ["a"], "topics/a.md")
