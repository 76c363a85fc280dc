"""`kotoba-conformance` as an implementer meets it: a report per clause, a loud failure when
nothing ran, clear errors for a bad adapter."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kotoba_conformance", *args],
        capture_output=True, text=True, cwd=ROOT, timeout=600, check=False,
    )  # fmt: skip


def test_clauses_lists_every_clause_with_its_capability() -> None:
    listed = cli("clauses").stdout.splitlines()
    assert any(line.startswith("WRITE-2") and "facts" in line for line in listed)
    assert len(listed) > 60


def test_the_reference_is_registered_by_name() -> None:
    assert "reference" in cli("adapters").stdout


def test_unclaimed_capabilities_are_reported_as_not_claimed(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    run = cli(
        "run",
        "--adapter",
        "tests.adapters:RequiredOnly",
        "--clause",
        "STORE-6",
        "--clause",
        "PROF-3",
        "--json",
        str(out),
    )
    assert run.returncode == 0, run.stdout[-2000:]
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["STORE-6"]["status"] == "passed"
    assert report["PROF-3"]["status"] == "not claimed"
    assert report["PROF-3"]["passed"] == []
    assert "Kotoba conformance: per clause" in run.stdout


def test_a_run_in_which_no_scenario_ran_fails_loudly() -> None:
    run = cli("run", "--adapter", "tests.adapters:RequiredOnly", "--clause", "PROF-3")
    assert run.returncode != 0
    assert "NO SCENARIO RAN" in run.stdout


def test_an_adapter_that_does_not_claim_the_required_capabilities_is_refused() -> None:
    run = cli("run", "--adapter", "tests.adapters:ClaimsNothing")
    assert run.returncode != 0
    assert "must claim ['facts', 'prompt']" in run.stderr


def test_an_unknown_adapter_name_is_a_clear_error() -> None:
    run = cli("run", "--adapter", "no-such-adapter")
    assert run.returncode != 0
    assert "no adapter named 'no-such-adapter'" in run.stderr


def test_a_declared_known_failure_is_reported_and_keeps_the_run_green(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    adapter = "tests.adapters:DeclaresItsDuplicateBug"
    run = cli("run", "--adapter", adapter, "--clause", "WRITE-6", "--json", str(out))
    assert run.returncode == 0, run.stdout[-2000:]
    row = json.loads(out.read_text(encoding="utf-8"))["WRITE-6"]
    assert row["status"] == "known failure"
    assert row["failed_as_known"]


def test_a_known_failure_that_now_passes_fails_the_run(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    adapter = "tests.adapters:DeclaresAFailureItDoesNotHave"
    run = cli("run", "--adapter", adapter, "--clause", "WRITE-6", "--json", str(out))
    assert run.returncode != 0
    assert json.loads(out.read_text(encoding="utf-8"))["WRITE-6"]["status"] == "UNEXPECTED PASS"


def test_a_known_failure_naming_no_clause_is_refused() -> None:
    run = cli("run", "--adapter", "tests.adapters:DeclaresAFailureOfNoClause")
    assert run.returncode != 0
    assert "known_failures names no clause: ['WRITE-99']" in run.stderr
