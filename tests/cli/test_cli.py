"""`kotoba-conformance` as an implementer meets it: a report per clause, a loud failure when
nothing ran, and one line (never a traceback) for each mistake in the command or the adapter."""

from __future__ import annotations

import importlib.util
import json
import os
import re
import subprocess
import sys
from importlib import metadata
from pathlib import Path
from typing import Any, cast

import pytest
from kotoba_conformance import cli
from kotoba_conformance.contract import catalogue, loading
from kotoba_conformance.contract.provenance import kit_version
from kotoba_conformance.plugin.recorder import Recorder
from kotoba_conformance.plugin.settings import RunSettings
from kotoba_conformance.reports.outcomes import Outcome, ScenarioResult

ROOT = Path(__file__).resolve().parents[2]
USAGE = 2
"""The CLI's own exit status for a mistake in its command line."""
PYTEST_USAGE = 4
"""pytest's exit status for a usage error: the plugin refuses an unusable adapter with it."""
REFERENCE_VERSION = metadata.version("kotoba-reference")


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


@pytest.mark.runs_the_kit
def test_clauses_lists_every_clause_with_its_capability() -> None:
    listed = cli_run("clauses").stdout.splitlines()
    assert any(line.startswith("WRITE-2") and "facts" in line for line in listed)
    assert len(listed) > 60


@pytest.mark.runs_the_kit
def test_clauses_full_prints_whole_texts() -> None:
    full = cli_run("clauses", "--full").stdout
    assert "call memory_write again" in full  # past where the short listing cuts WRITE-2
    assert "[...]" not in full


@pytest.mark.runs_the_kit
def test_clauses_with_ids_prints_those_clauses_in_full_in_any_case() -> None:
    printed = cli_run("clauses", "write-2").stdout
    assert printed.startswith("WRITE-2 (facts, write)")
    assert "call memory_write again" in printed


@pytest.mark.runs_the_kit
def test_clauses_names_a_clause_the_team_adopted_without_the_proposed_mark() -> None:
    printed = cli_run("clauses", "HTTP-6", "HTTP-5").stdout.splitlines()
    assert printed[0] == "HTTP-6 (http, http)"
    assert "HTTP-5 (http, http)" in printed


def test_clauses_says_a_clause_is_proposed_by_the_kit(capsys: pytest.CaptureFixture[str]) -> None:
    proposed = catalogue.Clause("HTTP-7", "http", "http", "A route.", proposed=True)
    cli._print_clause(proposed, {})
    printed = capsys.readouterr().out.splitlines()
    assert printed[0] == "HTTP-7 (http, http, proposed by the kit, not yet in the team's catalogue)"


@pytest.mark.runs_the_kit
def test_clauses_with_an_unknown_id_is_one_line() -> None:
    completed = cli_run("clauses", "WRITE-99")
    assert completed.returncode == USAGE
    assert one_error_line(completed) == "kotoba-conformance: clauses: names no clause: WRITE-99"


@pytest.mark.runs_the_kit
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


@pytest.mark.runs_the_kit
def test_the_reference_is_registered_by_name() -> None:
    assert "reference" in cli_run("adapters").stdout


@pytest.mark.runs_the_kit
def test_unclaimed_capabilities_are_reported_as_not_claimed(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    adapter = "tests.support.adapters:RequiredOnly"
    run = cli_run("run", "--adapter", adapter, "--clause", "STORE-6", "--clause", "PROF-3",
                  "--json", str(out))  # fmt: skip
    assert run.returncode == 0, run.stdout[-2000:]
    clauses = report_of(out)["clauses"]
    assert clauses["STORE-6"]["status"] == "passed"
    assert clauses["PROF-3"]["status"] == "not claimed"
    assert clauses["PROF-3"]["passed"] == []
    assert "Kotoba conformance: per clause" in run.stdout


@pytest.mark.runs_the_kit
def test_clause_takes_comma_lists_in_any_case_and_reports_only_those(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    run = cli_run("run", "--clause", "write-2,Write-4", "--json", str(out))
    assert run.returncode == 0, run.stdout[-2000:]
    assert set(report_of(out)["clauses"]) == {"WRITE-2", "WRITE-4"}


@pytest.mark.runs_the_kit
def test_an_unknown_clause_is_refused_before_anything_runs() -> None:
    completed = cli_run("run", "--clause", "WRITE-2,write-99")
    assert completed.returncode == USAGE
    assert one_error_line(completed) == (
        "kotoba-conformance: --clause names no clause: WRITE-99 (see: kotoba-conformance clauses)"
    )
    assert completed.stdout == ""


@pytest.mark.runs_the_kit
@pytest.mark.parametrize(("flag", "expression"), [("-k", "500 other"), ("-m", "optional and")])
def test_a_selection_that_does_not_parse_is_one_line_before_any_worker_starts(
    flag: str, expression: str
) -> None:
    completed = cli_run("run", "-n", "2", "--", flag, expression)
    assert completed.returncode == PYTEST_USAGE
    line = one_error_line(completed)
    assert line.startswith(f"ERROR: Wrong expression passed to '{flag}': {expression}: at column")
    assert "INTERNALERROR" not in completed.stdout


@pytest.mark.runs_the_kit
def test_a_clause_not_run_says_why(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    run = cli_run("run", "--adapter", "tests.support.adapters:RequiredOnly", "--clause", "EDIT-5",
                  "--json", str(out))  # fmt: skip
    row = report_of(out)["clauses"]["EDIT-5"]
    assert row["status"] == "not run"
    assert row["not_run_reason"].endswith("also need session-search")
    assert f"({row['not_run_reason']})" in run.stdout


@pytest.mark.runs_the_kit
def test_a_run_in_which_no_scenario_ran_fails_loudly() -> None:
    run = cli_run("run", "--adapter", "tests.support.adapters:RequiredOnly", "--clause", "PROF-3")
    assert run.returncode != 0
    assert "NO SCENARIO RAN" in run.stdout


@pytest.fixture(scope="module")
def two_workers_some_unclaimed(
    tmp_path_factory: pytest.TempPathFactory,
) -> tuple[subprocess.CompletedProcess[str], dict[str, Any]]:
    """A run over two workers of a claimed clause, one whose scenarios partly need `http`,
    and one of a capability not claimed: its output and its JSON report."""
    out = tmp_path_factory.mktemp("unclaimed") / "report.json"
    run = cli_run("run", "--adapter", "tests.support.adapters:RequiredOnly", "-n", "2",
                  "--clause", "STORE-6,STORE-5,PROF-3", "--json", str(out))  # fmt: skip
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr
    return run, report_of(out)


@pytest.mark.runs_the_kit
def test_pytest_counts_the_scenarios_not_claimed_in_the_tables_words(
    two_workers_some_unclaimed: tuple[subprocess.CompletedProcess[str], dict[str, Any]],
) -> None:
    run, report = two_workers_some_unclaimed
    outcomes = [(s["outcome"], s.get("reason", "")) for s in report["scenarios"]]
    unclaimed = sum(o == "skipped" and r.startswith("not claimed: ") for o, r in outcomes)
    passed = sum(o == "passed" for o, _ in outcomes)
    assert unclaimed
    assert passed
    assert report["clauses"]["PROF-3"]["status"] == "not claimed"
    last = run.stdout.rstrip().splitlines()[-1]
    assert re.fullmatch(rf"{passed} passed, {unclaimed} not claimed in [\d.]+s", last), last
    assert "skipped" not in run.stdout


@pytest.mark.runs_the_kit
def test_xdists_bringing_up_nodes_is_not_written_twice(
    two_workers_some_unclaimed: tuple[subprocess.CompletedProcess[str], dict[str, Any]],
) -> None:
    run, _ = two_workers_some_unclaimed
    assert run.stdout.count("bringing up nodes") <= 1, run.stdout[:500]
    header = run.stdout.splitlines()[:3]
    assert header[0].startswith("implementation under test: ")
    assert header[1].startswith("judged by kotoba-conformance")


@pytest.mark.runs_the_kit
def test_the_run_ends_with_a_summary_line_matching_the_table(tmp_path: Path) -> None:
    """The summary line counts checks, the counts line labels scenarios, runs and checks, and
    pytest's own last line counts runs: the three agree with the JSON report."""
    out = tmp_path / "report.json"
    run = cli_run("run", "--clause", "WRITE-2,WRITE-5", "--json", str(out))
    report = report_of(out)
    summary = report["summary"]
    lines = run.stdout.splitlines()
    line = next(line for line in lines if line.startswith("clauses: "))
    assert line.startswith(f"clauses: {summary['passed']} passed, 0 FAILED, 0 not claimed")
    required = f"required {summary['required checks passed']}/{summary['required checks']}"
    assert required in line
    assert summary["required scenarios"] == summary["required checks"]  # version 3's name
    assert summary["run failed"] is False
    counts = lines[lines.index(line) + 1]
    scenarios = {s["scenario"].partition(" [")[0] for s in report["scenarios"]}
    assert counts.startswith(
        f"scenarios: {len(scenarios)} (an outline once) · runs: {len(report['scenarios'])} "
    )
    checks = summary["required checks"] + summary["optional checks"]
    assert f"· checks: {checks} (" in counts
    assert (summary["scenarios"], summary["runs"]) == (len(scenarios), len(report["scenarios"]))
    assert checks > summary["runs"] > summary["scenarios"]  # outlines, and shared scenarios
    assert lines[-1].startswith(f"{summary['runs']} passed")


@pytest.mark.runs_the_kit
@pytest.mark.parametrize(
    ("adapter", "message"),
    [
        (
            "tests.support.adapters:ClaimsNothing",
            "must claim ['facts', 'prompt']: they are required",
        ),
        (
            "tests.support.adapters:RaisesWhenBuilt",
            "calling it raised RuntimeError: no database configured",
        ),
        ("tests.support.adapters:NOT_A_FACTORY", "is not callable: it is 42"),
        ("no_such_module:Adapter", "cannot import adapter 'no_such_module:Adapter': No module"),
        (
            "tests.support.adapters:OpensAnObject",
            "the system open() returned (object) lacks close(), delete_topic(), facts_for_prompt()",
        ),
        (
            "tests.support.adapters:OpensAProfileWithoutItsMethods",
            "lacks profile_for_prompt(), needed by 'profile' (ProfileSystem)",
        ),
        (
            "tests.support.adapters:DeclaresAFailureOfNoClause",
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


@pytest.mark.runs_the_kit
def test_debug_shows_the_adapters_traceback() -> None:
    completed = cli_run("run", "--adapter", "tests.support.adapters:RaisesWhenBuilt", "--debug")
    assert completed.returncode == PYTEST_USAGE
    assert "Traceback" in completed.stderr
    assert "RuntimeError: no database configured" in completed.stderr


@pytest.mark.runs_the_kit
def test_an_adapter_in_the_current_directory_is_importable(tmp_path: Path) -> None:
    (tmp_path / "mymod.py").write_text(
        "from kotoba_reference.adapter import ReferenceAdapter as Adapter\n", encoding="utf-8"
    )
    completed = cli_run("run", "--adapter", "mymod:Adapter", "--clause", "STORE-1", cwd=tmp_path)
    assert completed.returncode == 0, completed.stdout[-2000:] + completed.stderr


@pytest.mark.runs_the_kit
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


def test_a_whole_run_spreads_over_a_worker_more_than_cores_and_a_clause_run_stays_in_one(
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
    monkeypatch.setattr(os, "sched_getaffinity", lambda _pid: {0, 1}, raising=False)
    assert workers() == "3"
    monkeypatch.setattr(os, "sched_getaffinity", lambda _pid: {0}, raising=False)
    assert workers() == "2"


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


@pytest.mark.runs_the_kit
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


@pytest.mark.runs_the_kit
def test_a_declared_known_failure_is_reported_and_keeps_the_run_green(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    adapter = "tests.support.adapters:DeclaresItsDuplicateBug"
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


@pytest.mark.runs_the_kit
def test_a_known_failure_declared_with_its_reason_reports_the_reason(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    adapter = "tests.support.adapters:ExplainsItsDuplicateBug"
    run = cli_run("run", "--adapter", adapter, "--clause", "WRITE-6", "--json", str(out))
    assert run.returncode == 0, run.stdout[-2000:]
    report = report_of(out)
    assert report["clauses"]["WRITE-6"]["status"] == "known failure"
    assert report["adapter"]["known_failures"] == ["WRITE-6"]
    assert report["adapter"]["known_failure_reasons"] == {
        "WRITE-6": "duplicates are looked for within the topic written to only"
    }


@pytest.mark.runs_the_kit
def test_a_known_failure_that_now_passes_fails_the_run(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    adapter = "tests.support.adapters:DeclaresAFailureItDoesNotHave"
    run = cli_run("run", "--adapter", adapter, "--clause", "WRITE-6", "--json", str(out))
    assert run.returncode != 0
    assert report_of(out)["clauses"]["WRITE-6"]["status"] == "UNEXPECTED PASS"


@pytest.mark.runs_the_kit
def test_write_fact_extensions_are_allowed_and_listed(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    adapter = "tests.support.adapters:ReturnsTheFactToo"
    run = cli_run("run", "--adapter", adapter, "--clause", "WRITE-6", "--json", str(out))
    assert run.returncode == 0, run.stdout[-2000:]
    assert report_of(out)["adapter"]["extensions"] == {"write_fact": ["fact"]}
    assert "write_fact extensions (allowed, not checked): fact" in run.stdout


@pytest.mark.runs_the_kit
def test_a_known_failure_does_not_hide_a_failure_of_another_clause(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    adapter = "tests.support.adapters:DeclaresTheWrongClause"
    run = cli_run("run", "--adapter", adapter, "--clause", "WRITE-2,WRITE-5", "--json", str(out))
    assert run.returncode == 1
    clauses = report_of(out)["clauses"]
    assert clauses["WRITE-5"]["status"] == "FAILED"
    # Those WRITE-2 shares with WRITE-5 stop at WRITE-5's check, never counted as declared; its
    # own required ones pass, and its optional one (no file changed after a refusal) fails at a
    # check of its own: the declared failure, which may stand, but never beside WRITE-5's.
    assert clauses["WRITE-2"]["status"] in ("UNEXPECTED PASS", "not run", "known failure")
    assert clauses["WRITE-5"]["failed"]
    assert set(clauses["WRITE-2"]["failed_as_known"]).isdisjoint(clauses["WRITE-5"]["failed"])
    assert "no file in the memory store has changed" in run.stdout


@pytest.mark.runs_the_kit
def test_a_program_failing_as_declared_is_shown_unshrunk_and_any_other_shrunk() -> None:
    declared = cli_run(
        "run", "--adapter", "tests.support.adapters:DeclaresItsRefusalBug",
        "--clause", "WRITE-5", "--programs", "-v",
    )  # fmt: skip
    assert declared.returncode == 0, declared.stdout[-2000:]
    assert "known failure: programs: Every invariant holds" in declared.stdout
    assert "not shrunk: a failure the adapter declares." in declared.stdout
    assert ", shrunk." not in declared.stdout
    # declared for one scenario only: a program's failure of WRITE-5 is FAILED, and shrunk
    listed = cli_run(
        "run", "--adapter", "tests.support.adapters:ListsOneRefusalScenario",
        "--clause", "WRITE-5", "--programs",
    )  # fmt: skip
    assert listed.returncode == 1
    assert "FAILED: programs: Every invariant holds" in listed.stdout
    assert ", shrunk." in listed.stdout
    assert "not shrunk" not in listed.stdout


@pytest.mark.runs_the_kit
def test_optional_failures_alone_pass_the_run_and_fail_it_when_strict(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    adapter = "tests.support.adapters:ReadsResidesAsNoSynonym"
    run = cli_run("run", "--adapter", adapter, "--clause", "WRITE-8", "--json", str(out))
    assert run.returncode == 0, run.stdout[-2000:]
    row = report_of(out)["clauses"]["WRITE-8"]
    assert row["status"] == "passed"
    assert row["optional_failed"]
    assert "· optional 1/1 failed" in run.stdout
    strict = cli_run("run", "--adapter", adapter, "--clause", "WRITE-8", "--strict")
    assert strict.returncode == 1


# --- no silent green: the implementation meant, or one line and nothing run ------------------

ADAPTER_MODES = ["run", "stress", "fuzz"]


@pytest.mark.runs_the_kit
@pytest.mark.parametrize("workers", ["abc", "-1", "2.5"])
def test_a_worker_count_that_is_no_number_is_the_kits_own_error(workers: str) -> None:
    """Once pytest-xdist's usage error, naming `pytest.main()`; now `run`'s own."""
    completed = cli_run("run", "-n", workers)
    assert completed.returncode == USAGE
    assert "argument -n/--workers" in completed.stderr
    assert "neither auto nor a number of processes" in completed.stderr
    assert "pytest.main" not in completed.stderr + completed.stdout


@pytest.mark.runs_the_kit
@pytest.mark.parametrize("mode", ADAPTER_MODES)
@pytest.mark.parametrize("command", ["", "   "])
def test_an_empty_adapter_command_is_one_line_before_anything(mode: str, command: str) -> None:
    """`--adapter-command "$CMD"` with CMD unset once ran the bundled reference, green."""
    completed = cli_run(mode, "--adapter-command", command)
    assert completed.returncode == USAGE
    assert "is empty: it names no program to run" in one_error_line(completed)
    assert completed.stdout == ""


@pytest.mark.runs_the_kit
@pytest.mark.parametrize("mode", ADAPTER_MODES)
def test_adapter_and_adapter_command_together_are_one_line(mode: str) -> None:
    completed = cli_run(mode, "--adapter", "reference", "--adapter-command", "node adapter.js")
    assert completed.returncode == USAGE
    assert one_error_line(completed) == (
        "kotoba-conformance: --adapter 'reference' and --adapter-command 'node adapter.js' "
        "name two implementations: give one"
    )
    assert completed.stdout == ""


@pytest.mark.runs_the_kit
@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("", "--adapter '' is empty"),
        (" ", "--adapter ' ' is empty"),
        (":Adapter", "adapter ':Adapter' has an empty module: write module:factory"),
        ("mymodule:", "adapter 'mymodule:' has an empty factory"),
        ("command: ", "--adapter 'command: ' names no program to run"),
        ("no-such-adapter", "no adapter named 'no-such-adapter' (registered: reference"),
    ],
)
def test_an_adapter_spec_naming_nothing_is_one_line(spec: str, message: str) -> None:
    """An unset variable in `--adapter "$MODULE:Adapter"` names no module: refused, never read
    as the default."""
    completed = cli_run("run", "--adapter", spec)
    assert completed.returncode == USAGE
    assert message in one_error_line(completed)
    assert completed.stdout == ""


@pytest.mark.runs_the_kit
def test_the_adapter_cannot_be_swapped_behind_the_clis_back() -> None:
    completed = cli_run(
        "run", "--clause", "STORE-1", "--", "--kotoba-adapter=tests.support.adapters:X"
    )
    assert completed.returncode == USAGE
    assert "--kotoba-adapter=tests.support.adapters:X after --" in one_error_line(completed)


@pytest.mark.runs_the_kit
def test_an_unknown_option_of_run_prints_runs_usage() -> None:
    completed = cli_run("run", "--no-such-option")
    assert completed.returncode == USAGE
    assert completed.stderr.startswith("usage: kotoba-conformance run ")
    assert "kotoba-conformance run: error: unrecognized arguments: --no-such-option" in (
        completed.stderr
    )


# --- every output path checked before the first scenario -------------------------------------

OUTPUTS = [
    ("run", "--json"), ("run", "--markdown"), ("run", "--junit"), ("run", "--cucumber"),
    ("run", "--html"), ("run", "--badge"), ("stress", "--json"), ("fuzz", "--json"),
    ("compare", "--markdown"), ("compare", "--html"), ("badge", "--output"),
]  # fmt: skip


@pytest.mark.runs_the_kit
@pytest.mark.parametrize(("mode", "option"), OUTPUTS)
def test_an_output_in_a_missing_folder_is_one_line_before_anything(
    mode: str, option: str, tmp_path: Path
) -> None:
    inputs = [str(tmp_path / "a.json")] if mode in ("compare", "badge") else []
    completed = cli_run(mode, *inputs, option, "/nonexistent/dir/x.out")
    assert completed.returncode == USAGE
    assert one_error_line(completed) == (
        f"kotoba-conformance: {option} /nonexistent/dir/x.out: "
        "the folder /nonexistent/dir does not exist"
    )
    assert completed.stdout == ""


@pytest.mark.runs_the_kit
def test_an_output_that_is_a_folder_or_shared_is_refused(tmp_path: Path) -> None:
    folder = cli_run("run", "--json", str(tmp_path))
    assert (
        one_error_line(folder) == f"kotoba-conformance: --json {tmp_path} is a folder, not a file"
    )
    same = str(tmp_path / "r.out")
    shared = cli_run("run", "--json", same, "--html", same)
    assert (
        one_error_line(shared) == f"kotoba-conformance: --json and --html would both write {same}"
    )


@pytest.mark.runs_the_kit
def test_pytest_report_options_are_checked_before_the_first_scenario() -> None:
    """The plugin inside a user's own pytest session checks its report paths too."""
    completed = subprocess.run(
        [sys.executable, "-m", "pytest", "--pyargs", "kotoba_conformance.steps",
         "-p", "no:cacheprovider", "-q", "--kotoba-adapter=reference",
         "--kotoba-report-json=/nonexistent/dir/r.json"],
        capture_output=True, text=True, cwd=ROOT, timeout=600, check=False,
    )  # fmt: skip
    assert completed.returncode == PYTEST_USAGE
    assert "--kotoba-report-json /nonexistent/dir/r.json: the folder /nonexistent/dir does not" in (
        completed.stderr
    )
    assert "passed" not in completed.stdout


# --- the implementation under test, named first ----------------------------------------------


@pytest.mark.runs_the_kit
@pytest.mark.parametrize(
    ("arguments", "first_line", "kind"),
    [
        (
            [],
            "implementation under test: the bundled reference implementation (kotoba_reference ",
            "bundled reference",
        ),
        (
            ["--adapter-command", f"{sys.executable} -m kotoba_reference.stdio"],
            f"implementation under test: kotoba-reference {REFERENCE_VERSION} (command: "
            f"{sys.executable} -m kotoba_reference.stdio)",
            "command",
        ),
        (
            ["--adapter", "tests.support.adapters:RequiredOnly"],
            "implementation under test: in-process adapter tests.support.adapters:RequiredOnly",
            "in-process",
        ),
    ],
)
def test_the_first_line_names_the_implementation_under_test(
    arguments: list[str], first_line: str, kind: str, tmp_path: Path
) -> None:
    out = tmp_path / "report.json"
    run = cli_run("run", *arguments, "--clause", "STORE-6", "--json", str(out))
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr
    lines = run.stdout.splitlines()
    assert lines[0].startswith(first_line)
    assert (
        lines[1] == f"judged by kotoba-conformance {kit_version()}, catalogue {catalogue.version()}"
    )
    table = lines.index("clause     capability      status          checks")
    assert lines[table - 1] == lines[0]  # and again just before the table
    report = report_of(out)
    assert report["adapter"]["kind"] == kind
    assert lines[0] == f"implementation under test: {report['adapter']['display']}"
    assert (report["kit_version"], report["catalogue_version"]) == (
        kit_version(),
        catalogue.version(),
    )


@pytest.mark.runs_the_kit
def test_a_shim_re_exporting_the_reference_is_named_the_reference(tmp_path: Path) -> None:
    (tmp_path / "mymod.py").write_text(
        "from kotoba_reference.adapter import ReferenceAdapter as Adapter\n", encoding="utf-8"
    )
    completed = cli_run("run", "--adapter", "mymod:Adapter", "--clause", "STORE-6", cwd=tmp_path)
    assert completed.stdout.startswith(
        "implementation under test: the bundled reference implementation"
    )


# --- the resolutions, from the command line --------------------------------------------------


@pytest.mark.runs_the_kit
def test_clauses_prints_a_resolution_in_full() -> None:
    printed = cli_run("clauses", "r13").stdout
    assert printed.startswith("R13 (resolution) — the Spanish check's examples (WRITE-2, WRITE-3)")
    assert '"Bésame mucho"' in printed
    assert (
        cli_run("clauses", "R99").stderr
        == "kotoba-conformance: clauses: names no resolution: R99\n"
    )


@pytest.mark.runs_the_kit
def test_a_clause_in_full_names_the_resolutions_it_rests_on() -> None:
    printed = cli_run("clauses", "PROMPT-2").stdout
    assert "  see R2: whitespace in quoted text (kotoba-conformance clauses R2)" in printed


@pytest.mark.runs_the_kit
def test_clauses_lists_the_resolutions_too() -> None:
    listed = cli_run("clauses").stdout.splitlines()
    assert any(line.startswith("R4 ") and "resolution" in line for line in listed)
    full = cli_run("clauses", "--full").stdout
    assert "the suite requires only that nothing already stored is lost" in full  # R15, whole


# --- text as written ---------------------------------------------------------------------------


@pytest.mark.runs_the_kit
def test_scenario_ids_and_names_show_text_as_written(tmp_path: Path) -> None:
    """Not pytest's escapes (`B\\xe9same`), and an outline's example as its row reads."""
    listed = cli_run("run", "--clause", "WRITE-3", "--", "--collect-only").stdout
    assert 'saved_fact[Loves the song "Bésame mucho"]' in listed
    assert "\\x" not in listed
    out = tmp_path / "report.json"
    cli_run("run", "--clause", "WRITE-3", "--json", str(out))
    names = [scenario["scenario"] for scenario in report_of(out)["scenarios"]]
    title = "writing.feature: English quoting a Spanish title is saved: <fact>"
    assert f'{title} [Loves the song "Bésame mucho"]' in names
    assert any(name.endswith("[Visited Sevilla with Lucía]") for name in names)
    assert any(" | " in name for name in names)  # a row of several values, as the table has it


def test_a_name_two_distributions_register_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    """Two `reference`s installed: neither is picked in silence."""
    from importlib.metadata import EntryPoint  # noqa: PLC0415

    group = "kotoba_conformance.adapters"
    points = [
        EntryPoint("reference", "kotoba_reference.adapter:ReferenceAdapter", group),
        EntryPoint("reference", "someone_else:Adapter", group),
    ]
    monkeypatch.setattr(loading, "entry_points", lambda **_: points)
    with pytest.raises(loading.AdapterError, match="registered more than once"):
        loading.resolve("reference")


@pytest.mark.runs_the_kit
def test_the_reference_served_by_the_generic_stdio_server_is_named_the_reference() -> None:
    """`python -m kotoba_conformance.stdio --adapter reference` answers hello with the name and
    version the reports give the reference, not a bare "reference 0"."""
    command = f"{sys.executable} -m kotoba_conformance.stdio --adapter reference"
    completed = cli_run("run", "--adapter-command", command, "--clause", "STORE-6")
    assert completed.returncode == 0, completed.stdout[-2000:] + completed.stderr
    assert completed.stdout.startswith(
        f"implementation under test: kotoba_reference {REFERENCE_VERSION} (command: {command})"
    )


@pytest.mark.runs_the_kit
def test_a_run_of_some_clauses_prints_in_full_only_the_failures_charged_to_them() -> None:
    """A scenario of EDIT-4 that fails at WRITE-7's check is named, not printed, in a run of
    EDIT-4: the user asked about EDIT-4, which that scenario says nothing against. The run fails
    all the same: a scenario it ran failed, and a CI job gated on EDIT-4 must not stay green."""
    broken = "tests.broken.correction_reply_silent_on_what_it_replaced:Adapter"
    completed = cli_run("run", "--adapter", broken, "--clause", "edit-4")
    assert completed.returncode == 1, completed.stdout[-3000:]
    assert "WRITE-7 A fact that supersedes" not in completed.stdout
    assert (
        "also failed, at checks of clauses not selected (WRITE-7): see them with --clause WRITE-7"
        in completed.stdout
    )
    assert re.search(r"^WRITE-7 +facts +FAILED +\d+/\d+", completed.stdout, re.MULTILINE), (
        completed.stdout[-3000:]
    )


@pytest.mark.runs_the_kit
def test_a_run_of_some_clauses_runs_the_generated_programs_only_when_asked(tmp_path: Path) -> None:
    def scenarios(*extra: str) -> list[str]:
        report = tmp_path / f"report{len(extra)}.json"
        cli_run("run", "--clause", "RECALL-5", "--json", str(report), *extra)
        found = json.loads(report.read_text(encoding="utf-8"))["scenarios"]
        return [str(s["scenario"]) for s in found]

    alone, with_programs = scenarios(), scenarios("--programs")
    assert alone
    assert not [s for s in alone if s.startswith("programs: ")]
    generated = [s for s in with_programs if s.startswith("programs: ")]
    assert generated
    assert sorted(set(with_programs) - set(generated)) == sorted(alone)
