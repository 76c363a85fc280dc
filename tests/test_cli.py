"""`kotoba-conformance` as an implementer meets it: a report per clause, a loud failure when
nothing ran, and one line (never a traceback) for each mistake in the command or the adapter."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any, cast

import pytest
from kotoba_conformance import cli
from kotoba_conformance.plugin.recorder import Recorder
from kotoba_conformance.plugin.settings import RunSettings
from kotoba_conformance.reports.outcomes import Outcome, ScenarioResult

ROOT = Path(__file__).resolve().parent.parent
USAGE = 2
"""The CLI's own exit status for a mistake in its command line."""
PYTEST_USAGE = 4
"""pytest's exit status for a usage error: the plugin refuses an unusable adapter with it."""


def cli_run(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kotoba_conformance", *args],
        capture_output=True, text=True, cwd=cwd, timeout=600, check=False,
    )  # fmt: skip


def report_of(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def one_error_line(completed: subprocess.CompletedProcess[str]) -> str:
    """The run's error output, checked to be one line and no traceback."""
    lines = [line for line in completed.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, completed.stderr
    assert "Traceback" not in completed.stderr + completed.stdout
    return lines[0]


def test_clauses_lists_every_clause_with_its_capability() -> None:
    listed = cli_run("clauses").stdout.splitlines()
    assert any(line.startswith("WRITE-2") and "facts" in line for line in listed)
    assert len(listed) > 60


def test_clauses_full_prints_whole_texts() -> None:
    full = cli_run("clauses", "--full").stdout
    assert "call memory_write again" in full  # past where the short listing cuts WRITE-2
    assert "[...]" not in full


def test_clauses_with_ids_prints_those_clauses_in_full_in_any_case() -> None:
    printed = cli_run("clauses", "write-2").stdout
    assert printed.startswith("WRITE-2 (facts, write)")
    assert "call memory_write again" in printed


def test_clauses_with_an_unknown_id_is_one_line() -> None:
    completed = cli_run("clauses", "WRITE-99")
    assert completed.returncode == USAGE
    assert one_error_line(completed) == "kotoba-conformance: clauses: names no clause: WRITE-99"


def test_a_closed_pipe_is_silent() -> None:
    reader = subprocess.Popen(
        [sys.executable, "-m", "kotoba_conformance", "clauses", "--full"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT, bufsize=0,
    )  # fmt: skip
    assert reader.stdout is not None
    assert reader.stderr is not None
    reader.stdout.read(10)
    reader.stdout.close()  # as `| head -c 10` does
    stderr = reader.stderr.read().decode()
    reader.wait(timeout=60)
    assert stderr == ""


def test_the_reference_is_registered_by_name() -> None:
    assert "reference" in cli_run("adapters").stdout


def test_unclaimed_capabilities_are_reported_as_not_claimed(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    adapter = "tests.adapters:RequiredOnly"
    run = cli_run("run", "--adapter", adapter, "--clause", "STORE-6", "--clause", "PROF-3",
                  "--json", str(out))  # fmt: skip
    assert run.returncode == 0, run.stdout[-2000:]
    clauses = report_of(out)["clauses"]
    assert clauses["STORE-6"]["status"] == "passed"
    assert clauses["PROF-3"]["status"] == "not claimed"
    assert clauses["PROF-3"]["passed"] == []
    assert "Kotoba conformance: per clause" in run.stdout


def test_clause_takes_comma_lists_in_any_case_and_reports_only_those(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    run = cli_run("run", "--clause", "write-2,Write-4", "--json", str(out))
    assert run.returncode == 0, run.stdout[-2000:]
    assert set(report_of(out)["clauses"]) == {"WRITE-2", "WRITE-4"}


def test_an_unknown_clause_is_refused_before_anything_runs() -> None:
    completed = cli_run("run", "--clause", "WRITE-2,write-99")
    assert completed.returncode == USAGE
    assert one_error_line(completed) == (
        "kotoba-conformance: --clause names no clause: WRITE-99 (see: kotoba-conformance clauses)"
    )
    assert completed.stdout == ""


def test_a_clause_not_run_says_why(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    run = cli_run("run", "--adapter", "tests.adapters:RequiredOnly", "--clause", "EDIT-5",
                  "--json", str(out))  # fmt: skip
    row = report_of(out)["clauses"]["EDIT-5"]
    assert row["status"] == "not run"
    assert row["not_run_reason"].endswith("also need session-search")
    assert f"({row['not_run_reason']})" in run.stdout


def test_a_run_in_which_no_scenario_ran_fails_loudly() -> None:
    run = cli_run("run", "--adapter", "tests.adapters:RequiredOnly", "--clause", "PROF-3")
    assert run.returncode != 0
    assert "NO SCENARIO RAN" in run.stdout


def test_the_run_ends_with_a_summary_line_matching_the_table(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    run = cli_run("run", "--clause", "STORE-1,STORE-2", "--json", str(out))
    summary = report_of(out)["summary"]
    line = next(line for line in run.stdout.splitlines() if line.startswith("clauses: "))
    assert line.startswith(f"clauses: {summary['passed']} passed, 0 FAILED, 0 not claimed")
    required = f"required {summary['required scenarios passed']}/{summary['required scenarios']}"
    assert required in line
    assert summary["run failed"] is False


@pytest.mark.parametrize(
    ("adapter", "message"),
    [
        ("no-such-adapter", "no adapter named 'no-such-adapter' (registered: reference"),
        ("tests.adapters:ClaimsNothing", "must claim ['facts', 'prompt']: they are required"),
        (
            "tests.adapters:RaisesWhenBuilt",
            "calling it raised RuntimeError: no database configured",
        ),
        ("tests.adapters:NOT_A_FACTORY", "is not callable: it is 42"),
        ("no_such_module:Adapter", "cannot import adapter 'no_such_module:Adapter': No module"),
        (
            "tests.adapters:OpensAnObject",
            "the system open() returned (object) lacks close(), delete_topic(), facts_for_prompt()",
        ),
        (
            "tests.adapters:OpensAProfileWithoutItsMethods",
            "lacks profile_for_prompt(), needed by 'profile' (ProfileSystem)",
        ),
        (
            "tests.adapters:DeclaresAFailureOfNoClause",
            "known_failures names no clause: ['WRITE-99']",
        ),
    ],
)
def test_an_unusable_adapter_is_one_line_before_any_scenario(adapter: str, message: str) -> None:
    completed = cli_run("run", "--adapter", adapter)
    assert completed.returncode == PYTEST_USAGE
    line = one_error_line(completed)
    assert line.startswith("ERROR: ")
    assert message in line
    assert "Kotoba conformance: per clause" not in completed.stdout


def test_debug_shows_the_adapters_traceback() -> None:
    completed = cli_run("run", "--adapter", "tests.adapters:RaisesWhenBuilt", "--debug")
    assert completed.returncode == PYTEST_USAGE
    assert "Traceback" in completed.stderr
    assert "RuntimeError: no database configured" in completed.stderr


def test_an_adapter_in_the_current_directory_is_importable(tmp_path: Path) -> None:
    (tmp_path / "mymod.py").write_text(
        "from kotoba_reference.adapter import ReferenceAdapter as Adapter\n", encoding="utf-8"
    )
    completed = cli_run("run", "--adapter", "mymod:Adapter", "--clause", "STORE-1", cwd=tmp_path)
    assert completed.returncode == 0, completed.stdout[-2000:] + completed.stderr


def test_pytest_without_an_adapter_is_one_error() -> None:
    completed = subprocess.run(
        [sys.executable, "-m", "pytest", "--pyargs", "kotoba_conformance.steps",
         "-p", "no:cacheprovider", "-q"],
        capture_output=True, text=True, cwd=ROOT, timeout=600, check=False,
    )  # fmt: skip
    output = completed.stdout + completed.stderr
    assert completed.returncode == PYTEST_USAGE
    assert output.count("Kotoba scenarios need an adapter") == 1


def test_workers_without_xdist_is_a_one_line_hint(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(importlib.util, "find_spec", lambda _name: None)
    assert cli.main(["run", "-n", "2"]) == USAGE
    assert capsys.readouterr().err == (
        "kotoba-conformance: -n needs pytest-xdist, which is not installed: "
        "pip install pytest-xdist\n"
    )


def test_a_whole_run_spreads_over_the_cores_and_a_clause_run_stays_in_one_process(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def workers(*argv: str) -> str | None:
        command = cli.pytest_arguments(cli._parser().parse_args(["run", *argv]))
        return command[command.index("-n") + 1] if "-n" in command else None

    monkeypatch.setattr(os, "sched_getaffinity", lambda _pid: set(range(64)), raising=False)
    assert workers() == str(cli.MOST_WORKERS)
    assert workers("-n", "auto") == "auto"
    assert workers("-n", "0") is None
    assert workers("--clause", "STORE-1") is None
    assert workers("--clause", "STORE-1", "-n", "2") == "2"
    assert workers("--", "--pdb") is None
    monkeypatch.setattr(os, "sched_getaffinity", lambda _pid: {0}, raising=False)
    assert workers() is None


def test_scratch_goes_where_asked_else_in_memory_with_room_unless_tmpdir_is_set(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert cli.scratch_root(tmp_path) == tmp_path
    with pytest.raises(cli.UserError, match="no such folder"):
        cli.scratch_root(tmp_path / "missing")
    monkeypatch.setattr(cli, "IN_MEMORY", tmp_path)
    monkeypatch.delenv("TMPDIR", raising=False)
    monkeypatch.setattr(cli, "IN_MEMORY_ROOM", 0)
    assert cli.scratch_root(None) == tmp_path
    monkeypatch.setattr(cli, "IN_MEMORY_ROOM", 1 << 62)
    assert cli.scratch_root(None) is None  # too small: the system's temporary folder
    monkeypatch.setattr(cli, "IN_MEMORY_ROOM", 0)
    monkeypatch.setenv("TMPDIR", str(tmp_path / "elsewhere"))
    assert cli.scratch_root(None) is None  # pytest honours TMPDIR itself


def test_the_scenarios_scratch_folders_are_made_under_scratch(tmp_path: Path) -> None:
    run = cli_run("run", "--clause", "STORE-1", "--scratch", str(tmp_path))
    assert run.returncode == 0, run.stdout[-2000:]
    assert list(tmp_path.glob("pytest-of-*/pytest-*/test_*/user")), list(tmp_path.rglob("*"))


def test_results_are_listed_in_collection_order_whatever_order_they_arrived_in() -> None:
    recorder = Recorder(cast(RunSettings, None))
    recorder.pytest_xdist_node_collection_finished(node=None, ids=["a", "b", "c"])
    for nodeid in ("c", "a", "b"):
        recorder.results[nodeid] = ScenarioResult(nodeid, ("STORE-1",), Outcome.PASSED)
    assert [result.scenario for result in recorder.in_order()] == ["a", "b", "c"]


def test_strict_and_verbose_reach_the_plugin() -> None:
    args = cli._parser().parse_args(["run", "--strict", "-v", "--clause", "write-2"])
    command = cli.pytest_arguments(args)
    assert {"--kotoba-strict", "--kotoba-verbose", "--kotoba-clause=WRITE-2"} <= set(command)
    assert "--tb=no" not in command


def test_a_declared_known_failure_is_reported_and_keeps_the_run_green(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    adapter = "tests.adapters:DeclaresItsDuplicateBug"
    run = cli_run("run", "--adapter", adapter, "--clause", "WRITE-6", "--json", str(out))
    assert run.returncode == 0, run.stdout[-2000:]
    row = report_of(out)["clauses"]["WRITE-6"]
    assert row["status"] == "known failure"
    assert row["failed_as_known"]
    assert "xfailed" not in run.stdout  # pytest's own line speaks the table's words
    assert "known failure" in run.stdout.splitlines()[-1]
    assert "~ " not in run.stdout
    verbose = cli_run("run", "--adapter", adapter, "--clause", "WRITE-6", "-v")
    assert "~ corrections.feature: " in verbose.stdout


def test_a_known_failure_that_now_passes_fails_the_run(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    adapter = "tests.adapters:DeclaresAFailureItDoesNotHave"
    run = cli_run("run", "--adapter", adapter, "--clause", "WRITE-6", "--json", str(out))
    assert run.returncode != 0
    assert report_of(out)["clauses"]["WRITE-6"]["status"] == "UNEXPECTED PASS"


def test_write_fact_extensions_are_allowed_and_listed(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    adapter = "tests.adapters:ReturnsTheFactToo"
    run = cli_run("run", "--adapter", adapter, "--clause", "WRITE-6", "--json", str(out))
    assert run.returncode == 0, run.stdout[-2000:]
    assert report_of(out)["adapter"]["extensions"] == {"write_fact": ["fact"]}
    assert "write_fact extensions (allowed, not checked): fact" in run.stdout


def test_a_known_failure_does_not_hide_a_failure_of_another_clause(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    adapter = "tests.adapters:DeclaresTheWrongClause"
    run = cli_run("run", "--adapter", adapter, "--clause", "WRITE-2,WRITE-5", "--json", str(out))
    assert run.returncode == 1
    clauses = report_of(out)["clauses"]
    assert clauses["WRITE-5"]["status"] == "FAILED"
    assert clauses["WRITE-2"]["status"] == "not run"
    assert clauses["WRITE-2"]["not_run_reason"] == "its scenarios stopped at a check of WRITE-5"
    assert "no file in the memory store has changed" in run.stdout
    assert "known failure" not in run.stdout.splitlines()[-1]


def test_optional_failures_alone_pass_the_run_and_fail_it_when_strict(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    adapter = "tests.adapters:ReadsResidesAsNoSynonym"
    run = cli_run("run", "--adapter", adapter, "--clause", "WRITE-8", "--json", str(out))
    assert run.returncode == 0, run.stdout[-2000:]
    row = report_of(out)["clauses"]["WRITE-8"]
    assert row["status"] == "passed"
    assert row["optional_failed"]
    assert "· optional 1/1 failed" in run.stdout
    strict = cli_run("run", "--adapter", adapter, "--clause", "WRITE-8", "--strict")
    assert strict.returncode == 1
