"""The suite must fail each deliberately broken implementation, naming the right clause.

Each run is the real CLI in a subprocess, as an implementer would run it, against the whole suite.
"""

from __future__ import annotations

import importlib
import json
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest
from kotoba_conformance.contract import catalogue

from tests import broken

MODULES = sorted(
    m.name
    for m in pkgutil.iter_modules(broken.__path__)
    if not m.name.startswith("_")
    # `CAUGHT_BY = "stress"` or `"fuzz"`: caught by that mode, tested in tests/test_<mode>_mode.py
    and getattr(importlib.import_module(f"tests.broken.{m.name}"), "CAUGHT_BY", "run") == "run"
)
ROOT = Path(__file__).resolve().parent.parent


def run_suite(adapter: str, report: Path, clauses: set[str]) -> subprocess.CompletedProcess[str]:
    """The CLI run over every clause of the capabilities those clauses belong to: the whole
    area the bug lives in, without the minutes the other capabilities would add."""
    areas = {catalogue.capability_of(c) for c in clauses}
    selected = [c.id for c in catalogue.clauses().values() if c.capability in areas]
    command = ["run", "--adapter", adapter, "--json", str(report), "--clause", ",".join(selected)]
    return subprocess.run(
        [sys.executable, "-m", "kotoba_conformance", *command],
        capture_output=True, text=True, cwd=ROOT, timeout=600, check=False,
    )  # fmt: skip


@pytest.mark.parametrize("name", MODULES)
def test_suite_fails_the_broken_implementation_naming_its_clause(name: str, tmp_path: Path) -> None:
    module = importlib.import_module(f"tests.broken.{name}")
    expected: set[str] = set(module.CAUGHT_AS)
    assert module.__doc__, f"{name} must say, in its docstring, what it gets wrong"
    report_path = tmp_path / "report.json"
    completed = run_suite(f"tests.broken.{name}:Adapter", report_path, expected)
    assert completed.returncode != 0, f"the suite passed {name}:\n{completed.stdout[-3000:]}"
    report = json.loads(report_path.read_text(encoding="utf-8"))
    # FAILED is a required scenario failing: a catch must not depend on an optional reading.
    failed = {cid for cid, row in report["clauses"].items() if row["status"] == "FAILED"}
    assert expected <= failed, f"{name}: expected {sorted(expected)} failed, got {sorted(failed)}"


def test_every_broken_implementation_declares_what_catches_it() -> None:
    assert MODULES, "no broken implementations: the suite's power to fail anything is unproven"
    for name in MODULES:
        caught_as = importlib.import_module(f"tests.broken.{name}").CAUGHT_AS
        assert caught_as, f"{name} declares no clause"
