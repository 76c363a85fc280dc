"""`kotoba-conformance stress` passes the reference and fails the broken implementations whose
fault only load or a crash shows (each run small: the full size is the tox env `stress`)."""

from __future__ import annotations

import importlib
import json
import pkgutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests import broken

ROOT = Path(__file__).resolve().parent.parent
CAUGHT_BY_STRESS = sorted(
    {"writes_without_a_lock", "lock_left_behind_by_a_crash"}
    | {
        m.name
        for m in pkgutil.iter_modules(broken.__path__)
        if getattr(importlib.import_module(f"tests.broken.{m.name}"), "CAUGHT_BY", "") == "stress"
    }
)


def stress(adapter: str, tmp_path: Path, *sizes: str) -> tuple[int, dict[str, Any], str]:
    summary = tmp_path / "stress.json"
    completed = subprocess.run(
        [sys.executable, "-m", "kotoba_conformance", "stress", "--adapter", adapter,
         "--json", str(summary), *sizes],
        capture_output=True, text=True, cwd=ROOT, timeout=600, check=False,
    )  # fmt: skip
    return completed.returncode, json.loads(summary.read_text(encoding="utf-8")), completed.stdout


def test_the_reference_loses_nothing_under_racing_writers_and_kills(tmp_path: Path) -> None:
    code, summary, said = stress(
        "reference", tmp_path, "--processes", "2", "--writes", "10", "--kills", "2", "--seed", "5"
    )
    assert code == 0, said
    race, crash = summary["race"], summary["crash"]
    assert (race["acknowledged"], race["stored"]) == (20, 20)
    assert (race["lost"], race["duplicated"], race["torn_reads"]) == (0, 0, 0)
    assert (crash["kills"], crash["survived"], crash["lost"]) == (2, 2, 0)
    assert summary["seed"] == 5
    assert "seed 5" in said


@pytest.mark.parametrize("name", CAUGHT_BY_STRESS)
def test_stress_fails_the_broken_implementation(name: str, tmp_path: Path) -> None:
    module = importlib.import_module(f"tests.broken.{name}")
    sizes = ["--processes", "4", "--writes", "25", "--kills", "3", "--seed", "5"]
    code, summary, said = stress(f"tests.broken.{name}:Adapter", tmp_path, *sizes)
    assert code == 1, said
    assert set(module.CAUGHT_AS) <= set(summary["failed_clauses"])
    race, crash = summary["race"], summary["crash"]
    assert race["lost"] or race["torn_reads"] or race["problems"] or crash["problems"], said
