"""The suite must fail each deliberately broken implementation, naming the right clause.

Each run is the real CLI in a subprocess, as an implementer would run it, over the clauses the
implementation must fail.
"""

from __future__ import annotations

import importlib
import json
import pkgutil
import subprocess
from pathlib import Path
from typing import cast

import pytest

from tests import broken, kit_runner

MODULES = sorted(
    m.name
    for m in pkgutil.iter_modules(broken.__path__)
    if not m.name.startswith("_")
    # `CAUGHT_BY = "stress"` or `"fuzz"`: caught by that mode, tested in tests/test_<mode>_mode.py
    and getattr(importlib.import_module(f"tests.broken.{m.name}"), "CAUGHT_BY", "run") == "run"
)
ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.catches_broken


def run_suite(adapter: str, report: Path, clauses: set[str]) -> subprocess.CompletedProcess[str]:
    """The CLI run over the clauses it must fail: every scenario tagged with one of them, so
    their rows are what a whole run would print (a row is judged from its own scenarios alone),
    without the scenarios of the clauses around them, which the assertion below never reads."""
    command = [
        "run",
        "--adapter",
        adapter,
        "--json",
        str(report),
        "--clause",
        ",".join(sorted(clauses)),
    ]
    return kit_runner.run(command, timeout=600)


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
    # CAUGHT_IN: scenarios that must each fail, so one failing check cannot hide another.
    unseen = set(getattr(module, "CAUGHT_IN", ())) - failed_scenarios(report)
    assert not unseen, f"{name}: these scenarios did not fail: {sorted(unseen)}"


def failed_scenarios(report: dict[str, object]) -> set[str]:
    """The titles of the required scenarios that failed, without their feature and example."""
    scenarios = cast(list[dict[str, str]], report["scenarios"])
    return {
        s["scenario"].partition(": ")[2].partition(" [")[0].split(": <")[0]
        for s in scenarios
        if s["outcome"] == "failed" and s["level"] == "required"
    }


def test_every_broken_implementation_declares_what_catches_it() -> None:
    assert MODULES, "no broken implementations: the suite's power to fail anything is unproven"
    for name in MODULES:
        caught_as = importlib.import_module(f"tests.broken.{name}").CAUGHT_AS
        assert caught_as, f"{name} declares no clause"
