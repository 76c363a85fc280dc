"""`kotoba-conformance run --adapter-command`: the suite through a child process, including the
scenario whose writers run in processes of their own (the Node example's STORE-8), and a crash
that does not hang the run."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
MISBEHAVING = Path(__file__).with_name("misbehaving_server.py")


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kotoba_conformance", "run", *args],
        capture_output=True, text=True, cwd=ROOT, timeout=600, check=False,
    )  # fmt: skip


@pytest.mark.runs_the_kit
def test_the_reference_passes_through_its_stdio_server_with_every_message_valid(
    tmp_path: Path,
) -> None:
    """Two clauses of two capabilities. The whole suite through this server, STORE-8's writers
    in processes of their own included, is tox's `conformance` env (benchmarks/stdio.py)."""
    out = tmp_path / "report.json"
    run = cli(
        "--adapter-command", f"{sys.executable} -m kotoba_reference.stdio", "--validate-protocol",
        "--clause", "WRITE-3", "--clause", "PROF-3", "--json", str(out),
    )  # fmt: skip
    assert run.returncode == 0, run.stdout[-3000:]
    report = json.loads(out.read_text(encoding="utf-8"))
    assert {report["clauses"][c]["status"] for c in ("WRITE-3", "PROF-3")} == {"passed"}


@pytest.mark.runs_the_kit
def test_known_failures_declared_in_the_handshake_are_reported(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    served = "tests.support.adapters:DeclaresItsDuplicateBug"
    command = f"{sys.executable} -m kotoba_conformance.stdio --adapter {served}"
    run = cli("--adapter-command", command, "--clause", "WRITE-6", "--json", str(out))
    assert run.returncode == 0, run.stdout[-3000:]
    assert (
        json.loads(out.read_text(encoding="utf-8"))["clauses"]["WRITE-6"]["status"]
        == "known failure"
    )


@pytest.mark.runs_the_kit
def test_a_server_crashing_mid_run_leaves_its_scenarios_errored() -> None:
    run = cli(
        "--adapter-command", f"{sys.executable} {MISBEHAVING} crash-on-write",
        "--adapter-timeout", "5", "--clause", "STORE-6",
    )  # fmt: skip
    assert run.returncode != 0
    assert "ERRORED" in run.stdout
    assert "segmentation fault" in run.stdout


@pytest.mark.runs_the_kit
def test_a_server_crashing_at_its_first_call_is_one_line_before_the_run() -> None:
    run = cli(
        "--adapter-command", f"{sys.executable} {MISBEHAVING} crash-on-call",
        "--adapter-timeout", "5", "--clause", "STORE-6",
    )  # fmt: skip
    assert run.returncode != 0
    assert "INTERNALERROR" not in run.stdout + run.stderr
    assert "segmentation fault" in run.stderr


@pytest.mark.runs_the_kit
def test_a_command_that_cannot_start_is_a_clear_error() -> None:
    run = cli("--adapter-command", "/no/such/program --serve")
    assert run.returncode != 0
    assert "cannot start" in run.stderr


@pytest.mark.catches_broken
def test_a_broken_implementation_served_over_stdio_is_caught(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    served = "tests.broken.default_topic_is_notes:Adapter"
    command = f"{sys.executable} -m kotoba_conformance.contract.stdio --adapter {served}"
    run = cli("--adapter-command", command, "--clause", "STORE-6", "--json", str(out))
    assert run.returncode != 0
    assert json.loads(out.read_text(encoding="utf-8"))["clauses"]["STORE-6"]["status"] == "FAILED"


@pytest.mark.runs_the_kit
@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_the_javascript_example_passes_the_store_clauses_through_the_protocol(
    tmp_path: Path,
) -> None:
    """examples/node/adapter.js, every message schema-checked: what its README promises."""
    out = tmp_path / "report.json"
    example = ROOT / "examples" / "node" / "adapter.js"
    clauses = [f"STORE-{n}" for n in range(1, 9)]
    run = cli(
        "--adapter-command", f"node {example}", "--validate-protocol",
        "--clause", ",".join(clauses), "--json", str(out),
    )  # fmt: skip
    assert run.returncode == 0, run.stdout[-3000:]
    report = json.loads(out.read_text(encoding="utf-8"))
    assert {clause: report["clauses"][clause]["status"] for clause in clauses} == dict.fromkeys(
        clauses, "passed"
    )
